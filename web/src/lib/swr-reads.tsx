import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { localizedRead } from './api-paths';
import { useLocale } from './i18n';
import { ApiReadsProvider, fetchList, fetchRecord, type ApiReads } from './use-api-list';

/** SWR's options for every read: a failure only logged; the server's records are as new as the page. */
const options = (path: string | null) => ({
  onError: (failure: unknown) => console.error(`Could not load ${path}`, failure),
  revalidateOnFocus: false,
  // Records the server rendered the page with are as new as the page: asking again at once
  // only costs a phone bandwidth and main-thread time. Later pages fetch what is not cached.
  revalidateIfStale: false,
});

/** The app's reads: through SWR, keyed by the read's own path (as the server's data is), asked in the page's locale. */
export const SWR_READS: ApiReads = {
  useList<T>(path: string) {
    const locale = useLocale();
    const { data, error, isLoading } = useSWR<T[]>(
      path,
      (key: string) => fetchList<T>(localizedRead(key, locale)),
      options(path),
    );
    // The server's data (SWR's fallback) counts as loaded: SWR itself reports it loading until it revalidates.
    return { records: data ?? [], isLoading: data === undefined && isLoading && !error };
  },
  useRecord<T>(path: string | null) {
    const locale = useLocale();
    const { data, error, isLoading } = useSWR<T>(
      path,
      (key: string) => fetchRecord<T>(localizedRead(key, locale)),
      options(path),
    );
    return { record: data, isLoading: data === undefined && isLoading && !error };
  },
};

/** The app's reads, seeded with the page's data: the browser asks again only for what it has not got. */
export function SwrReads({ data, children }: { data: Record<string, unknown>; children: ReactNode }) {
  return (
    <SWRConfig value={{ fallback: data }}>
      <ApiReadsProvider value={SWR_READS}>{children}</ApiReadsProvider>
    </SWRConfig>
  );
}
