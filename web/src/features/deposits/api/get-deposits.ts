import type { Deposit } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getDeposits = () => fetchList<Deposit>(API_PATHS.deposits);
export const useDeposits = () => useApiList<Deposit>(API_PATHS.deposits);
