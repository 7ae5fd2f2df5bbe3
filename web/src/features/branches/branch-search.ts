import { matchesWords, searchWords, type Branch } from '@bank/shared';

/**
 * A branch matches a search by its name, city, address (its locality and PIN) or IFSC, in either
 * script and whatever the spelling (searchWords): 'Kothrud', '411038', 'Laxmi Road', and 'Pune' on
 * the Hindi page, whose branches read 'पुणे'. Loaded when the visitor first types, so the list's
 * first view carries no transliteration.
 */
export function matchesBranch(branch: Branch, filter: string): boolean {
  const wanted = searchWords(filter);
  if (wanted.length === 0) return true;
  return matchesWords(searchWords([branch.name, branch.city, branch.address, branch.ifsc].join(' ')), wanted);
}
