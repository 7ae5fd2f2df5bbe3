import type { Page } from '@bank/shared';
import { useApiList } from './use-api-list';

/** A page record the bank edits (slug read), as one text: the first record with that slug. */
export function usePageText(apiPath: string): Page | undefined {
  return useApiList<Page>(apiPath).records[0];
}
