import { useRef } from 'react';
import useSWR from 'swr';
import { API_PATHS } from '../lib/api-paths';
import { fetchList } from '../lib/use-api-list';
import { useHydrated } from '../lib/use-hydrated';

/**
 * The hidden parts as they are now, for a page shown by client-side navigation: asked again each
 * time (a cached answer), so that a page hidden since the site was opened is not shown. While the
 * server's page is adopted, its own list is used as it is. Undefined while the answer is awaited.
 */
export function useCurrentHiddenParts(): ReadonlySet<string> | undefined {
  const navigatedTo = useRef(useHydrated()).current;
  const { data, isValidating } = useSWR<string[]>(API_PATHS.hiddenPages, fetchList, {
    revalidateOnMount: navigatedTo,
    revalidateOnFocus: false,
    onError: (failure) => console.error(`Could not load ${API_PATHS.hiddenPages}`, failure),
  });
  if (navigatedTo && isValidating) return undefined;
  return new Set(data ?? []);
}
