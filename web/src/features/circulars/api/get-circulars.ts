import type { Page } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { useApiList } from '../../../lib/use-api-list';

/** The circulars page's records: the first one is the page's own header, not a circular. */
export function useCirculars() {
  const { records, isLoading } = useApiList<Page>(API_PATHS.circulars);
  return { header: records[0] as Page | undefined, circulars: records.slice(1), isLoading };
}
