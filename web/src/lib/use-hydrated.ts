import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while React adopts it, true from the next render on: a control
 * that needs JavaScript renders a plain-HTML stand-in (a <details> list of links) until the scripts run.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
