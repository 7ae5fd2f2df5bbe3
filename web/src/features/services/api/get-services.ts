import type { Service } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { useApiList } from '../../../lib/use-api-list';

export const useServices = () => useApiList<Service>(API_PATHS.services);
