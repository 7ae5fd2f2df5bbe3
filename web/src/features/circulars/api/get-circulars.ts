import type { Page } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getCirculars = () => fetchList<Page>(API_PATHS.circulars);
/** The circulars page's records: the first one is the page's own header, not a circular. */
export function useCirculars() {
  const { records, isLoading } = useApiList<Page>(API_PATHS.circulars);
  return { header: records[0] as Page | undefined, circulars: records.slice(1), isLoading };
}
