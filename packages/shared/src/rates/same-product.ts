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

/** The rows a card's headline rate is read from: a schedule's deposits or loans. */
interface ProductRows {
  deposits: readonly { product: string; english_product?: string; general_rate: number }[];
  loans: readonly { scheme: string; english_scheme?: string; rate_from: number }[];
}

/**
 * The headline rate a deposit or loan card shows for a product of a schedule: the highest general
 * rate among its deposit rows, or the highest starting rate among its loan rows; null when the
 * schedule does not list it.
 */
export function headlineRate(schedule: ProductRows, kind: 'deposits' | 'loans', product: string): number | null {
  const rates =
    kind === 'deposits'
      ? schedule.deposits.filter((row) => sameProduct(depositProductOf(row), product)).map((row) => row.general_rate)
      : schedule.loans.filter((row) => sameProduct(loanSchemeOf(row), product)).map((row) => row.rate_from);
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

/**
 * The products a card can be linked to in a schedule: its deposit products or its loan schemes,
 * each once (the first spelling), in the schedule's order.
 */
export function scheduleProducts(schedule: ProductRows, kind: 'deposits' | 'loans'): string[] {
  const names =
    kind === 'deposits' ? schedule.deposits.map((row) => row.product) : schedule.loans.map((row) => row.scheme);
  return names.filter((name, index) => names.findIndex((other) => sameProduct(other, name)) === index);
}
