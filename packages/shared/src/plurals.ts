/** English plural categories as India writes numbers: 'one' for 1 only, 'other' for 0, 2, 1.5, … */
const PLURAL_RULES = new Intl.PluralRules('en-IN');
const GROUPED = new Intl.NumberFormat('en-IN');

/** The word that agrees with `count`: pluralWord(1, 'is', 'are') is 'is', pluralWord(3, 'is', 'are') 'are'. */
export function pluralWord(count: number, one: string, other: string): string {
  return PLURAL_RULES.select(count) === 'one' ? one : other;
}

/**
 * A count in words, grouped as India writes it: countText(1, 'line') is '1 line', countText(1200,
 * 'name') '1,200 names', countText(2, 'entry', 'entries') '2 entries'. `other` defaults to one + 's'.
 */
export function countText(count: number, one: string, other = `${one}s`): string {
  return `${GROUPED.format(count)} ${pluralWord(count, one, other)}`;
}
