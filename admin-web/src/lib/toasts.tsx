import { lazy, Suspense } from 'react';

// react-toastify loads just after the first render: no toast is shown before the first submit.
const ToastHost = lazy(() => import('./toast-host'));

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

export type ToastKind = 'success' | 'error' | 'warning';

/** Shows a toast (react-toastify queues it until the host is mounted). */
export async function notify(kind: ToastKind, text: string): Promise<void> {
  const { toast } = await import('react-toastify');
  toast[kind](text);
}
