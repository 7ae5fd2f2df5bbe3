import './loading.css';
/** The 'Loading...' state of the guard and of every lazy screen. */
export function Loading() {
  return (
    <p className="loading" role="status">
      Loading...
    </p>
  );
}
