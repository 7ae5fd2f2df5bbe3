import type { Branch } from '@bank/shared';
import { listPath } from './api-paths';
import { useApiList } from './use-api-list';

/** The head office and the first branch after it, as the branch records list them (in the page's language). */
export function useOffices(): { headOffice?: Branch; branch?: Branch } {
  const { records } = useApiList<Branch>(listPath('branches'));
  return {
    headOffice: records.find((record) => record.head_office),
    branch: records.find((record) => !record.head_office),
  };
}
