import type { Loan } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { fetchList, useApiList } from '../../../lib/use-api-list';

export const getLoans = () => fetchList<Loan>(API_PATHS.loans);
export const useLoans = () => useApiList<Loan>(API_PATHS.loans);
