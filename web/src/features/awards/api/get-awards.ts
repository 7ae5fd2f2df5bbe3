import type { Award } from '@bank/shared';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getAwards = () => fetchList<Award>('/api/awards');
export const useAwards = () => useApiList<Award>('/api/awards');
