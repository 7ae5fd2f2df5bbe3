import { createContext, useContext } from 'react';

/**
 * How a page's parts read the API: through SWR in the app (the server's data first, then what the
 * visitor moves to, swr-reads.tsx), or from the page's own data alone in a page hydrated in islands
 * (which downloads no SWR: everything it shows came with the page). Given once to a page's root
 * (or each island's) and never changed, so each hook below always calls the same hook.
 */
export interface ApiReads {
  useList<T>(path: string): { records: T[]; isLoading: boolean };
  useRecord<T>(path: string | null): { record: T | undefined; isLoading: boolean };
}

const ApiReadsContext = createContext<ApiReads | undefined>(undefined);
export const ApiReadsProvider = ApiReadsContext.Provider;

function useApiReads(): ApiReads {
  const reads = useContext(ApiReadsContext);
  if (!reads) throw new Error('An API read is made outside an ApiReadsProvider (SiteProviders gives one)');
  return reads;
}

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

/** GETs one record (an object) from the API. */
export async function fetchRecord<T>(path: string): Promise<T> {
  const { apiClient } = await import('./api-client');
  return (await apiClient.get<T>(path)).data;
}

/**
 * A page's list: loading, then the records. A failure is only logged and the page shows no
 * records, with no message to the visitor.
 */
export const useApiList = <T>(path: string): { records: T[]; isLoading: boolean } => useApiReads().useList<T>(path);

/** One record, like useApiList: the server's data first, a failure only logged. */
export const useApiRecord = <T>(path: string | null): { record: T | undefined; isLoading: boolean } =>
  useApiReads().useRecord<T>(path);

/** Reads from the data the page came with (keyed by each read's path), and nothing else. */
export function pageDataReads(data: Readonly<Record<string, unknown>>): ApiReads {
  return {
    useList: <T>(path: string) => {
      const records = data[path];
      return { records: Array.isArray(records) ? (records as T[]) : [], isLoading: false };
    },
    useRecord: <T>(path: string | null) => ({
      record: path === null ? undefined : (data[path] as T | undefined),
      isLoading: false,
    }),
  };
}
