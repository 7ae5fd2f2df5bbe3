import type { PublishedDocument } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { useApiList } from '../../../lib/use-api-list';

export const useDocuments = () => useApiList<PublishedDocument>(API_PATHS.documents);
