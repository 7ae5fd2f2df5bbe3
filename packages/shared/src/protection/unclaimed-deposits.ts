/** A name on the list of unclaimed deposits: only the name and address, as RBI allows UCBs to publish. */
export interface UnclaimedDepositMatch {
  id: number;
  name: string;
  address: string;
}

export interface UnclaimedSearchAnswer {
  results: UnclaimedDepositMatch[];
  total: number;
  page: number;
  page_size: number;
}

export const UNCLAIMED_PAGE_SIZE = 20;
export const UNCLAIMED_MIN_LETTERS = 3;

export const UNCLAIMED_MESSAGES = {
  tooShort: `Type at least ${UNCLAIMED_MIN_LETTERS} letters of the name`,
  badPage: 'page is a whole number from 1',
  noMatch: 'No unclaimed deposit matches this name.',
} as const;

/**
 * A name as the search compares it: accents dropped (é -> e), lower case, punctuation and runs of
 * spaces made one space. Stored beside each name so the database compares plain text, with no
 * extension.
 */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The problem with a search, or null: at least three letters or digits once normalised. */
export function unclaimedQueryProblem(query: string | null | undefined): string | null {
  return normaliseName(query ?? '').replace(/ /g, '').length < UNCLAIMED_MIN_LETTERS ? UNCLAIMED_MESSAGES.tooShort : null;
}
