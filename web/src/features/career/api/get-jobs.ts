import type { Job } from '@bank/shared';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getJobs = () => fetchList<Job>('/api/jobs');
export const useJobs = () => useApiList<Job>('/api/jobs');
