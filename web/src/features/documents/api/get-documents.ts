import type { PublishedDocument } from '@bank/shared';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getDocuments = () => fetchList<PublishedDocument>('/api/documents');
export const useDocuments = () => useApiList<PublishedDocument>('/api/documents');
