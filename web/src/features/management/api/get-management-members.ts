import type { ManagementMember } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getManagementMembers = () => fetchList<ManagementMember>(API_PATHS.management);
export const useManagementMembers = () => useApiList<ManagementMember>(API_PATHS.management);
