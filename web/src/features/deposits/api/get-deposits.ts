import type { Deposit } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { useApiList } from '../../../lib/use-api-list';

export const useDeposits = () => useApiList<Deposit>(API_PATHS.deposits);
