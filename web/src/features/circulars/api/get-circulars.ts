import { PAGE_SLUGS, type Page } from '@bank/shared';
import { fetchList, useApiList } from '../../../lib/use-api-list';

const CIRCULARS_PATH = `/api/pages?slug=${PAGE_SLUGS.circulars}`;
export const getCirculars = () => fetchList<Page>(CIRCULARS_PATH);
/** The circulars page's records: the first one is the page's own header, not a circular. */
export function useCirculars() {
  const { records, isLoading } = useApiList<Page>(CIRCULARS_PATH);
  return { header: records[0] as Page | undefined, circulars: records.slice(1), isLoading };
}
