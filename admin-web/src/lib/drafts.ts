/**
 * Unsaved content forms, kept in this browser so that a session that ends (or a closed tab) loses no
 * typing: one set per staff account, each draft at most a day old, all of them deleted on Logout.
 * Complaint and enquiry answers are never kept here: they hold members' personal data.
 */

/** How long a draft is kept: a working day and the night after it. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What a form field holds that can be kept: text, or a box ticked or not (a chosen file cannot). */
export type DraftValue = string | boolean;

export interface Draft {
  /** Which form: the screen and the record, as the form names itself ('news:12', 'news:new'). */
  key: string;
  /** What the person was writing, in their words: 'New news item', 'About Us page'. */
  label: string;
  /** The back office's address that opens the form again. */
  place: string;
  values: Record<string, DraftValue>;
  /** When it was last typed in (this browser's clock, ms). */
  savedAt: number;
}

const storageKey = (accountId: number) => `backOfficeDrafts:${accountId}`;

function readAll(accountId: number): Draft[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(accountId)) ?? '[]');
    return Array.isArray(stored) ? (stored as Draft[]) : [];
  } catch {
    return [];
  }
}

function writeAll(accountId: number, drafts: Draft[]): void {
  if (drafts.length === 0) {
    localStorage.removeItem(storageKey(accountId));
    return;
  }
  try {
    localStorage.setItem(storageKey(accountId), JSON.stringify(drafts));
  } catch (failure) {
    // A full storage loses the draft, never the form: the person still has the text on screen.
    console.error('The unsaved text could not be kept in this browser', failure);
  }
}

/** The account's drafts younger than a day, newest first; older ones are deleted as they are read. */
export function keptDrafts(accountId: number, now = Date.now()): Draft[] {
  const all = readAll(accountId);
  const fresh = all.filter((draft) => now - draft.savedAt < DRAFT_LIFETIME_MS);
  if (fresh.length !== all.length) writeAll(accountId, fresh);
  return fresh.sort((a, b) => b.savedAt - a.savedAt);
}

export function keptDraft(accountId: number, key: string): Draft | undefined {
  return keptDrafts(accountId).find((draft) => draft.key === key);
}

/** Keeps `draft` in place of the form's earlier one. */
export function keepDraft(accountId: number, draft: Draft): void {
  writeAll(accountId, [draft, ...keptDrafts(accountId).filter((kept) => kept.key !== draft.key)]);
}

export function dropDraft(accountId: number, key: string): void {
  const all = readAll(accountId);
  const rest = all.filter((draft) => draft.key !== key);
  if (rest.length !== all.length) writeAll(accountId, rest);
}

/** Logout: nothing the person typed stays in the browser. */
export function dropAllDrafts(accountId: number): void {
  localStorage.removeItem(storageKey(accountId));
}

/** The values of a form that can be kept: text and ticks, not files. */
export function keepableValues(values: Record<string, unknown>): Record<string, DraftValue> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, DraftValue] => {
      const value = entry[1];
      return typeof value === 'string' || typeof value === 'boolean';
    }),
  );
}

/** '3 minutes ago', 'an hour ago', '5 hours ago': how old a draft is, in words. */
export function draftAge(savedAt: number, now = Date.now()): string {
  const minutes = Math.floor((now - savedAt) / 60_000);
  if (minutes < 1) return 'less than a minute ago';
  if (minutes < 60) return minutes === 1 ? 'a minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? 'an hour ago' : `${hours} hours ago`;
}

/** The address's `?draft=`: which form of the screen a kept draft belongs to ('new', or a record's id). */
export const draftInAddress = (): string | null => new URLSearchParams(window.location.search).get('draft');

/** The address that opens the form `form` ('new', or a record's id) of the screen shown now again. */
export const draftAddress = (form: string) => `${window.location.pathname}?draft=${encodeURIComponent(form)}`;
