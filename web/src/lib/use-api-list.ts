import useSWR from 'swr';
import { localizedRead } from './api-paths';
import { useLocale } from './i18n';

/**
 * GETs a list from the API and returns its records (an array, whatever came back). The HTTP
 * client (axios, a fifth of the first download) is loaded on the first call: a page the server
 * rendered has its records already and makes no call at all.
 */
export async function fetchList<T>(path: string): Promise<T[]> {
  const { apiClient } = await import('./api-client');
  const { data } = await apiClient.get<T[]>(path);
  return Array.isArray(data) ? data : [];
}

/**
 * A page's list through SWR: loading, then the records. A failure is only logged and the
 * page shows no records, with no message to the visitor; SWR retries in the background.
 */
export function useApiList<T>(path: string): { records: T[]; isLoading: boolean } {
  const locale = useLocale();
  // Keyed by the read's own path, as the server's data is; read in the page's locale.
  const { data, error, isLoading } = useSWR<T[]>(path, (key: string) => fetchList<T>(localizedRead(key, locale)), {
    onError: (failure) => console.error(`Could not load ${path}`, failure),
    revalidateOnFocus: false,
    // Records the server rendered the page with are as new as the page: asking again at once
    // only costs a phone bandwidth and main-thread time. Later pages fetch what is not cached.
    revalidateIfStale: false,
  });
  // The server's data (SWR's fallback) counts as loaded: SWR itself reports it loading until it revalidates.
  return { records: data ?? [], isLoading: data === undefined && isLoading && !error };
}

/** GETs one record (an object) from the API. */
async function fetchRecord<T>(path: string): Promise<T> {
  const { apiClient } = await import('./api-client');
  return (await apiClient.get<T>(path)).data;
}

/** One record through SWR, like useApiList: the server's data first, a failure only logged. */
export function useApiRecord<T>(path: string | null): { record: T | undefined; isLoading: boolean } {
  const locale = useLocale();
  const { data, error, isLoading } = useSWR<T>(path, (key: string) => fetchRecord<T>(localizedRead(key, locale)), {
    onError: (failure) => console.error(`Could not load ${path}`, failure),
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { record: data, isLoading: data === undefined && isLoading && !error };
}
