import type { Loan } from '@bank/shared';
import { API_PATHS } from '../../../lib/api-paths';
import { useApiList } from '../../../lib/use-api-list';

export const useLoans = () => useApiList<Loan>(API_PATHS.loans);
