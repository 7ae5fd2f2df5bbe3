import type { ManagementMember } from '@bank/shared';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getManagementMembers = () => fetchList<ManagementMember>('/api/management');
export const useManagementMembers = () => useApiList<ManagementMember>('/api/management');
