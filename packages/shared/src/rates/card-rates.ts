// The schedule's rates of the product a card links to, beyond its headline (same-product.ts): the
// server's cards, the back office's choice of product. Apart from same-product.ts, which every
// page's first script carries.
import {
  depositProductOf,
  linkedProduct,
  loanSchemeOf,
  sameProduct,
  SENIOR_RATES,
  type ProductRows,
} from './same-product';

/** A card's or a calculator's rate for a deposit row: its senior rate for a senior link, where the row has one. */
const depositRate = (row: ProductRows['deposits'][number], senior: boolean) =>
  senior ? (row.senior_rate ?? row.general_rate) : row.general_rate;

/** The lowest and the highest rate a schedule gives a product, as a card shows them ('4.00–7.50%'). */
export interface RateRange {
  from: number;
  to: number;
}

/**
 * The rates of the product a card links to, in the schedule: each rate of its deposit rows (their
 * senior rates for a senior link), or each loan row's starting and highest rate; null when the
 * schedule does not list it. `tenures`: whether the product runs for a term (a deposit that
 * matures, a loan), which a savings or current account does not.
 */
export function productRates(
  schedule: ProductRows,
  kind: 'deposits' | 'loans',
  name: string,
): { rates: number[]; tenures: boolean } | null {
  const { product, senior } = linkedProduct(name);
  if (kind === 'loans') {
    if (senior) return null;
    const rows = schedule.loans.filter((row) => sameProduct(loanSchemeOf(row), product));
    return rows.length
      ? { rates: rows.flatMap((row) => [row.rate_from, row.rate_to ?? row.rate_from]), tenures: true }
      : null;
  }
  const rows = schedule.deposits.filter(
    (row) => sameProduct(depositProductOf(row), product) && (!senior || row.senior_rate != null),
  );
  if (rows.length === 0) return null;
  return {
    rates: rows.map((row) => depositRate(row, senior)),
    tenures: rows.some((row) => row.tenure_from_days != null),
  };
}

/** The range a card shows for a product of a schedule: its lowest to its highest rate; null when not listed. */
export function rateRange(schedule: ProductRows, kind: 'deposits' | 'loans', name: string): RateRange | null {
  const found = productRates(schedule, kind, name);
  return found ? { from: Math.min(...found.rates), to: Math.max(...found.rates) } : null;
}

/**
 * The products a card can be linked to in a schedule: its deposit products or its loan schemes,
 * each once (the first spelling), in the schedule's order; a deposit product with senior rates is
 * followed by its senior link ('Fixed Deposit (senior citizen rates)').
 */
export function scheduleProducts(schedule: ProductRows, kind: 'deposits' | 'loans'): string[] {
  const names =
    kind === 'deposits' ? schedule.deposits.map((row) => row.product) : schedule.loans.map((row) => row.scheme);
  const products = names.filter((name, index) => names.findIndex((other) => sameProduct(other, name)) === index);
  if (kind === 'loans') return products;
  return products.flatMap((product) =>
    schedule.deposits.some((row) => sameProduct(row.product, product) && row.senior_rate != null)
      ? [product, `${product}${SENIOR_RATES}`]
      : [product],
  );
}
