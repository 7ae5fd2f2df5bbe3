// The calculators page's address: what a card's link and a calculator's form put in its query.
// A module of its own, with nothing else: the site's route table and the server's cache read it,
// and neither should carry the calculators' checks with it.

/** The query parameters a card's link gives the calculators page: the product it names and the card's own rate. */
export const CALCULATOR_QUERY = ['loan', 'deposit', 'rate'] as const;

/**
 * The fields each calculator's form sends in the address when it is submitted without JavaScript:
 * the page answers with the figures for them. `*-shown-rate` is the rate the page showed, so a rate
 * sent unchanged is still the schedule's for whatever tenure comes with it, not one the visitor typed.
 */
const CALCULATOR_FORM_FIELDS = {
  emi: ['emi-amount', 'emi-rate', 'emi-tenure', 'emi-unit'],
  fixedDeposit: ['fd-amount', 'fd-rate', 'fd-tenure', 'fd-unit', 'fd-senior', 'fd-shown-rate'],
  recurringDeposit: ['rd-amount', 'rd-rate', 'rd-tenure', 'rd-senior', 'rd-shown-rate'],
} as const;

const CALCULATOR_FORM_PARAMS: readonly string[] = Object.values(CALCULATOR_FORM_FIELDS).flat();

/** Every query parameter the calculators page reads: a card's product and rate, and the forms' fields. */
export const CALCULATOR_PAGE_PARAMS: readonly string[] = [...CALCULATOR_QUERY, ...CALCULATOR_FORM_PARAMS];

/** Whether the address carries a calculator's submitted form: a page for one visitor, never kept. */
export const isCalculatorSubmission = (params: URLSearchParams): boolean =>
  CALCULATOR_FORM_PARAMS.some((name) => params.has(name));
