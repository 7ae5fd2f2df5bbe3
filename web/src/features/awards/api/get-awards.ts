import type { Award } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getAwards = () => fetchList<Award>(API_PATHS.awards);
export const useAwards = () => useApiList<Award>(API_PATHS.awards);
