import type { Loan } from '@bank/shared';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getLoans = () => fetchList<Loan>('/api/loans');
export const useLoans = () => useApiList<Loan>('/api/loans');
