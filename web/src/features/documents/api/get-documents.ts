import type { PublishedDocument } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getDocuments = () => fetchList<PublishedDocument>(API_PATHS.documents);
export const useDocuments = () => useApiList<PublishedDocument>(API_PATHS.documents);
