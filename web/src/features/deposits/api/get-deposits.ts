import type { Deposit } from '@bank/shared';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getDeposits = () => fetchList<Deposit>('/api/deposits');
export const useDeposits = () => useApiList<Deposit>('/api/deposits');
