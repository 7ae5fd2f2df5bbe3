import type { Service } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getServices = () => fetchList<Service>(API_PATHS.services);
export const useServices = () => useApiList<Service>(API_PATHS.services);
