import useSWR from 'swr';
import { apiClient } from './api-client';

/** GETs a list from the API and returns its records (an array, whatever came back). */
export async function fetchList<T>(path: string): Promise<T[]> {
  const { data } = await apiClient.get<T[]>(path);
  return Array.isArray(data) ? data : [];
}

/**
 * A page's list through SWR: loading, then the records. A failure is only logged and the
 * page shows no records, with no message to the visitor; SWR retries in the background.
 */
export function useApiList<T>(path: string): { records: T[]; isLoading: boolean } {
  const { data, error, isLoading } = useSWR<T[]>(path, fetchList, {
    onError: (failure) => console.error(`Could not load ${path}`, failure),
    revalidateOnFocus: false,
  });
  // The server's data (SWR's fallback) counts as loaded: SWR itself reports it loading until it revalidates.
  return { records: data ?? [], isLoading: data === undefined && isLoading && !error };
}
