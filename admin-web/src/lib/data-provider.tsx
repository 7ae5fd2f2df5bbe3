import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

/**
 * How every screen's data loads: once when the screen opens, and a failure is final, so
 * loading ends and the table shows its empty text instead of retrying back into 'Loading...'.
 */
const DATA_OPTIONS: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

/** The data settings of the whole back office; `value` adds to them (tests: a fresh cache). */
export function DataProvider({ children, value }: { children: ReactNode; value?: SWRConfiguration }) {
  return <SWRConfig value={{ ...DATA_OPTIONS, ...value }}>{children}</SWRConfig>;
}
