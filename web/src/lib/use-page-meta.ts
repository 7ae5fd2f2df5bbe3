import { useEffect } from 'react';
import { BANK } from '@bank/shared';

/** Sets the document title of a page; the bank's name when the page has none of its own. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title || BANK.name;
  }, [title]);
}
