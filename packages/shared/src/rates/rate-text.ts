import { intlTag, type NumberStyle } from '../locales';
import { depositProductOf, sameProduct } from './same-product';
import type { DepositRate } from './schedule';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2026-11-22' as '22 Nov 2026', read from its parts (no time zone can move the day); in Marathi
 * or Hindi as Intl writes the date there ('22 नोव्हें, 2026'), with the style's digits.
 */
export function formatDate(date: string, style?: NumberStyle): string {
  const [year, month, day] = date.split('-').map(Number);
  if (style && (style.locale !== 'en' || style.numberingSystem)) return intlDate(date, style, 'short');
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** A 'YYYY-MM-DD' date as Intl writes it in the style's locale, read from its parts (no time zone can move the day). */
function intlDate(date: string, style: NumberStyle, month: 'short' | 'long'): string {
  const [year, monthNumber, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlTag(style), { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, monthNumber - 1, day),
  );
}

/** '2026-11-22' with the month in full: '22 November 2026' (en-IN), '22 नोव्हेंबर 2026' on a Marathi page. */
export const formatLongDate = (date: string, style: NumberStyle = { locale: 'en' }): string =>
  intlDate(date, style, 'long');

const YEAR = 365;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The words a tenure is written with: English by default; the site gives its page's (its catalogue's). */
export interface TenureWords {
  days: (count: number) => string;
  years: (count: number) => string;
  /** 'less than 2 years': counted as a whole, so a language can inflect the years before its postposition. */
  lessThan: (years: number) => string;
  /** '7 days to 45 days' */
  span: (from: string, to: string) => string;
}

const ENGLISH_TENURE: TenureWords = {
  days: (count) => plural(count, 'day'),
  years: (count) => plural(count, 'year'),
  lessThan: (years) => `less than ${plural(years, 'year')}`,
  span: (from, to) => `${from} to ${to}`,
};

/** A tenure bound in the words a person uses: whole years as years, else days. */
function bound(days: number, words: TenureWords): string {
  return days % YEAR === 0 ? words.years(days / YEAR) : words.days(days);
}

/**
 * A tenure band as a person writes it: '7 days to 45 days', '1 year to less than 2 years' (a band
 * ending the day before a whole year), '3 years to 5 years'; '' for a product without a tenure.
 */
export function formatTenure(from: number | null, to: number | null, words: TenureWords = ENGLISH_TENURE): string {
  if (from == null || to == null) return '';
  const endsBeforeYear = (to + 1) % YEAR === 0;
  const upper = endsBeforeYear ? words.lessThan((to + 1) / YEAR) : bound(to, words);
  return words.span(bound(from, words), upper);
}

/** The shortest to the longest tenure the schedule offers on a product: '7 days to 5 years'; '' without tenures. */
export function tenureSpan(rows: readonly DepositRate[], product: string, words?: TenureWords): string {
  const tenures = rows.filter(
    (row) => sameProduct(depositProductOf(row), product) && row.tenure_from_days != null && row.tenure_to_days != null,
  );
  if (tenures.length === 0) return '';
  return formatTenure(
    Math.min(...tenures.map((row) => row.tenure_from_days!)),
    Math.max(...tenures.map((row) => row.tenure_to_days!)),
    words,
  );
}

const maxOf = (values: number[]) => (values.length ? Math.max(...values) : null);

/** The savings account's rate: the row whose product names savings. */
export const savingsRate = (rows: readonly DepositRate[]) =>
  maxOf(rows.filter((row) => /saving/i.test(depositProductOf(row))).map((row) => row.general_rate));

/** The best general rate on a term deposit (a row with a tenure). */
export const bestDepositRate = (rows: readonly DepositRate[]) =>
  maxOf(rows.filter((row) => row.tenure_from_days != null).map((row) => row.general_rate));

/** The best senior citizen rate. */
export const bestSeniorRate = (rows: readonly DepositRate[]) =>
  maxOf(rows.flatMap((row) => (row.senior_rate == null ? [] : [row.senior_rate])));

/** What a senior citizen earns above the general rate: the row's margin, 0.50 when unknown. */
export const seniorMargin = (row: DepositRate | undefined) =>
  row?.senior_rate != null ? Math.round((row.senior_rate - row.general_rate) * 100) / 100 : 0.5;

/** The row of `product` whose tenure holds `days`; for a product without tenures, its only row. */
export function findDepositRow(rows: readonly DepositRate[], product: string, days?: number): DepositRate | undefined {
  const ofProduct = rows.filter((row) => sameProduct(depositProductOf(row), product));
  if (days === undefined)
    return (
      ofProduct.find((row) => row.tenure_from_days == null) ??
      ofProduct.reduce<DepositRate | undefined>(
        (best, row) => (!best || row.general_rate > best.general_rate ? row : best),
        undefined,
      )
    );
  return ofProduct.find(
    (row) => row.tenure_from_days == null || (row.tenure_from_days <= days && days <= (row.tenure_to_days ?? Infinity)),
  );
}
