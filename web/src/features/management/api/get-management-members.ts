import type { ManagementMember } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { useApiList } from '../../../lib/use-api-list';

export const useManagementMembers = () => useApiList<ManagementMember>(API_PATHS.management);
