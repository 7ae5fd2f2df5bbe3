import type { Job } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { useApiList } from '../../../lib/use-api-list';

export const useJobs = () => useApiList<Job>(API_PATHS.jobs);
