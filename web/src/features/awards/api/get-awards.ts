import type { Award } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { useApiList } from '../../../lib/use-api-list';

export const useAwards = () => useApiList<Award>(API_PATHS.awards);
