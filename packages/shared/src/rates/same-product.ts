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
export interface ProductRows {
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
export const SENIOR_RATES = ' (senior citizen rates)';

/** A card's link to the schedule: the product (or scheme) and whether it shows the senior rates. */
export interface LinkedProduct {
  product: string;
  senior: boolean;
}

/** 'Fixed Deposit (senior citizen rates)' as { product: 'Fixed Deposit', senior: true }. */
export function linkedProduct(name: string): LinkedProduct {
  const trimmed = name.trim();
  // SENIOR_RATES is in lower case.
  const senior = trimmed.toLowerCase().endsWith(SENIOR_RATES);
  return { product: senior ? trimmed.slice(0, -SENIOR_RATES.length).trim() : trimmed, senior };
}

/**
 * The headline rate a deposit or loan card shows for a product of a schedule: the highest rate
 * among its deposit rows (senior rates for a senior link), or the highest starting rate among its
 * loan rows; null when the schedule does not list it. Kept small: the page cache's key check
 * (isCardCalculatorQuery) is in every page's first script.
 */
export function headlineRate(schedule: ProductRows, kind: 'deposits' | 'loans', name: string): number | null {
  const { product, senior } = linkedProduct(name);
  const rates =
    kind === 'loans'
      ? schedule.loans.filter((row) => !senior && sameProduct(loanSchemeOf(row), product)).map((row) => row.rate_from)
      : schedule.deposits
          .filter((row) => sameProduct(depositProductOf(row), product))
          .map((row) => (senior ? row.senior_rate : row.general_rate))
          .filter((rate): rate is number => rate != null);
  return rates.length > 0 ? Math.max(...rates) : null;
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
