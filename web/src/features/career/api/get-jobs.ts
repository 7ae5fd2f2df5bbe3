import type { Job } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getJobs = () => fetchList<Job>(API_PATHS.jobs);
export const useJobs = () => useApiList<Job>(API_PATHS.jobs);
