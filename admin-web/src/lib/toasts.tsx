import { lazy, Suspense, useSyncExternalStore } from 'react';

// react-toastify (its code and styles) loads with the first toast, not with the sign-in screen:
// the screen's first visit stays within its JavaScript budget.
const ToastHost = lazy(() => import('./toast-host'));

let hostWanted = false;
const hostListeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
};

/** Where toasts appear: nothing at all until the first one is shown. */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribe, () => hostWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

export type ToastKind = 'success' | 'error' | 'warning';

/** Shows a toast (react-toastify queues it until the host is mounted). */
export async function notify(kind: ToastKind, text: string): Promise<void> {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
  const { toast } = await import('react-toastify');
  toast[kind](text);
}
