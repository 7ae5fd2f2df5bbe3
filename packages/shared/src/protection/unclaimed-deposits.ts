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

/** A line of the import file and of the downloaded list: name,address. */
export interface UnclaimedListRow {
  name: string;
  address: string;
}

/** How many rows, and the first few of them (UNCLAIMED_PREVIEW_ROWS). */
export interface UnclaimedRowsSample {
  count: number;
  first: UnclaimedListRow[];
}

/**
 * POST /api/admin/unclaimed-deposits/preview: what importing the file would do, nothing written. The
 * import sends `list_version` back as `replaces`, so that it refuses (409) if the list changed since.
 */
export interface UnclaimedImportPreview {
  /** Names held now. */
  current: number;
  /** Names the file holds: the list after the import. */
  incoming: number;
  /** The file's first rows, as the new list would start. */
  first: UnclaimedListRow[];
  /** Rows held now that the file does not have. */
  removed: UnclaimedRowsSample;
  /** Rows of the file not held now. */
  added: UnclaimedRowsSample;
  list_version: string;
}

/** POST /api/admin/unclaimed-deposits/import: names held before and after. */
export interface UnclaimedImportResult {
  previous: number;
  imported: number;
  total: number;
}

/** 'Restore this version' of an import (or of a restore) of the list: names held before and after. */
export interface UnclaimedListRestored {
  previous: number;
  restored: number;
  total: number;
}

/** The columns of the import file and of the downloaded list, in order. */
export const UNCLAIMED_CSV_COLUMNS = ['name', 'address'] as const;
export const UNCLAIMED_PREVIEW_ROWS = 10;
export const UNCLAIMED_PAGE_SIZE = 20;
export const UNCLAIMED_MIN_LETTERS = 3;

/** The search's messages (the public site's). */
export const UNCLAIMED_MESSAGES = {
  tooShort: /*i18n*/ 'Type at least 3 letters of the name',
  badPage: 'page is a whole number from 1',
  noMatch: /*i18n*/ 'No unclaimed deposit matches this name.',
} as const;

/** The list's import and restore messages: the back office's alone, kept out of the site's scripts. */
export const UNCLAIMED_LIST_MESSAGES = {
  listChanged: 'The list changed after this file was checked: check the file again before importing it.',
  notKept: 'The list this entry replaced was not kept: it cannot be put back.',
  alreadyRestored: (entryId: number) => `This list has already been restored: entry #${entryId}`,
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

/**
 * The problem with a search, or null: at least three letters or digits, a Devanagari vowel sign
 * counting as a letter ('जोशी' is four, though it was two with its signs dropped).
 */
export function unclaimedQueryProblem(query: string | null | undefined): string | null {
  return (query ?? '').replace(/[^\p{L}\p{M}\p{N}]+/gu, '').length < UNCLAIMED_MIN_LETTERS
    ? UNCLAIMED_MESSAGES.tooShort
    : null;
}
