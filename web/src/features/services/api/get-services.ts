import type { Service } from '@bank/shared';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getServices = () => fetchList<Service>('/api/services');
export const useServices = () => useApiList<Service>('/api/services');
