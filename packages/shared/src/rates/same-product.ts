// A module of its own, free of yup: the public pages that compare products (Home's rates, the
// calculators) must not pull the form rules into their first-visit JavaScript.

/** Whether two product or scheme names are the same one, as administrators type them (case and outer spaces aside). */
export const sameProduct = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The name a card's link gives a row's product or scheme: its English one, which a row read in
 * Marathi or Hindi keeps beside its translated name (`english_product`, `english_scheme`).
 */
export const depositProductOf = (row: { product: string; english_product?: string }) =>
  row.english_product ?? row.product;
export const loanSchemeOf = (row: { scheme: string; english_scheme?: string }) => row.english_scheme ?? row.scheme;

/** The rows a card's rates are read from: a schedule's deposits or loans. */
interface ProductRows {
  deposits: readonly {
    product: string;
    english_product?: string;
    general_rate: number;
    /** Absent or null where the row has none. */
    senior_rate?: number | null;
    tenure_from_days?: number | null;
  }[];
  loans: readonly { scheme: string; english_scheme?: string; rate_from: number; rate_to: number | null }[];
}

/**
 * What a card links a deposit product to when it offers its senior citizens' rates: the product's
 * name and these words ('Fixed Deposit (senior citizen rates)'). The schedule has one product with
 * a general and a senior rate in each row; a "Senior Citizen Fixed Deposit" card shows the second.
 */
const SENIOR_RATES = ' (senior citizen rates)';

/** A card's link to the schedule: the product (or scheme) and whether it shows the senior rates. */
export interface LinkedProduct {
  product: string;
  senior: boolean;
}

/** 'Fixed Deposit (senior citizen rates)' as { product: 'Fixed Deposit', senior: true }. */
export function linkedProduct(name: string): LinkedProduct {
  const trimmed = name.trim();
  const senior = trimmed.toLowerCase().endsWith(SENIOR_RATES.toLowerCase());
  return { product: senior ? trimmed.slice(0, -SENIOR_RATES.length).trim() : trimmed, senior };
}

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

/**
 * The headline rate a deposit or loan card shows for a product of a schedule: the highest rate
 * among its deposit rows (senior rates for a senior link), or the highest starting rate among its
 * loan rows; null when the schedule does not list it.
 */
export function headlineRate(schedule: ProductRows, kind: 'deposits' | 'loans', name: string): number | null {
  if (kind === 'loans') {
    const rates = schedule.loans.filter((row) => sameProduct(loanSchemeOf(row), name)).map((row) => row.rate_from);
    return rates.length > 0 ? Math.max(...rates) : null;
  }
  const found = productRates(schedule, kind, name);
  return found ? Math.max(...found.rates) : null;
}

/** The range a card shows for a product of a schedule: its lowest to its highest rate; null when not listed. */
export function rateRange(schedule: ProductRows, kind: 'deposits' | 'loans', name: string): RateRange | null {
  const found = productRates(schedule, kind, name);
  return found ? { from: Math.min(...found.rates), to: Math.max(...found.rates) } : null;
}

/**
 * Whether a calculator address (`?loan=` or `?deposit=`, and `rate`, CALCULATOR_QUERY) is one a card
 * of the schedule in force links to: one product the schedule lists, with no rate or its own
 * headline rate. Only such addresses are kept by the page cache; any other is rendered afresh,
 * so that made-up products and rates cannot push the real pages out of it.
 */
export function isCardCalculatorQuery(params: URLSearchParams, schedule: ProductRows | null | undefined): boolean {
  const loan = params.getAll('loan');
  const deposit = params.getAll('deposit');
  const rate = params.getAll('rate');
  if (!schedule || loan.length + deposit.length !== 1 || rate.length > 1) return false;
  const headline =
    loan.length === 1 ? headlineRate(schedule, 'loans', loan[0]!) : headlineRate(schedule, 'deposits', deposit[0]!);
  return headline !== null && (rate.length === 0 || Number(rate[0]) === headline);
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
