/** The 'Loading...' state of the guard and of every lazy screen (SPEC §4). */
export function Loading() {
  return (
    <p className="loading" role="status">
      Loading...
    </p>
  );
}
