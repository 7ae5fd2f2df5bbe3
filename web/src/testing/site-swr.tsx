import type { ComponentProps } from 'react';
import { SWRConfig } from 'swr';
import { SWR_READS } from '../lib/swr-reads';
import { ApiReadsProvider } from '../lib/use-api-list';

/** SWR with the given options (a test's data, a cache of its own) and the app's reads through it. */
export function SiteSWRConfig({ value, children }: ComponentProps<typeof SWRConfig>) {
  return (
    <SWRConfig value={value}>
      <ApiReadsProvider value={SWR_READS}>{children}</ApiReadsProvider>
    </SWRConfig>
  );
}
