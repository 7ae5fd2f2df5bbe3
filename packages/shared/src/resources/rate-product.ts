import { number, object, string } from 'yup';
import { INTEREST_RATE_MIN } from '../constants';
import { ADMIN_FORM_MESSAGES } from '../messages';
import { hasAtMostTwoDecimals } from '../patterns';
import { sameProduct } from '../rates/same-product';
import type { RateRange } from '../rates/card-rates';
import { imageRequired, requiredText, type ResourceAlertTexts, type ResourceRule } from './rule';

/** A deposit plan or a loan scheme: both are cards with a name, details and an interest rate. */
export interface RateProduct {
  id: number;
  name: string;
  details: string;
  /**
   * The product of the rate schedule this card shows (a deposit row's product, a loan row's scheme):
   * while set and listed in the schedule in force, `interest_rate` is that product's rate there.
   */
  rate_product: string | null;
  interest_rate: number | null;
  /**
   * Beyond the spec: the lowest and highest rate the schedule in force gives the linked product
   * (the card shows '4.00–7.50%'); null for a card not linked, or linked to a product it does not list.
   */
  rate_range: RateRange | null;
  /**
   * Beyond the spec: whether the card offers its calculator: a loan's EMI, a term deposit's
   * maturity; not a savings or current account, which do not mature, nor a card with no rate.
   */
  offers_calculator: boolean;
  image: string | null;
}

/**
 * A card's own rate, or none: an account that pays no interest (a current account) has no rate, and
 * its card shows no rate line. An empty field is none (a change to the spec's rule, which required a
 * rate on every save, on purpose: docs/api.md).
 */
const interestRate = number()
  .label('Interest rate')
  .transform((value, original) => (original === '' || original === null ? null : value))
  .nullable()
  .typeError('Interest rate must be a number')
  .min(INTEREST_RATE_MIN, ADMIN_FORM_MESSAGES.negativeInterestRate)
  .test(
    'two-decimals',
    'Interest rate takes at most two decimals',
    (value) => value == null || hasAtMostTwoDecimals(value),
  );

export const RATE_PRODUCT_MESSAGES = {
  unknown: 'Choose a product of the rate schedule in force',
  none: 'None',
  notInSchedule: (product: string) =>
    `'${product}' is not a product of the rate schedule in force, so this card shows its own rate. Choose a product of the schedule, or keep it as it is.`,
} as const;

/**
 * Why a card cannot be linked to `chosen`, or undefined: no product, a product of the schedule in
 * force (`products`), or the product the card already has (a card the schedule dropped stays editable).
 */
export function rateProductProblem(
  chosen: string | null | undefined,
  products: readonly string[],
  stored?: string | null,
): string | undefined {
  if (!chosen) return undefined;
  if (products.some((product) => sameProduct(product, chosen))) return undefined;
  if (stored && chosen === stored) return undefined;
  return RATE_PRODUCT_MESSAGES.unknown;
}

/** Deposits and loans share one shape. */
export const rateProductSchema = object({
  name: requiredText('Name'),
  details: requiredText('Details', undefined, 10000),
  interest_rate: interestRate,
  rate_product: string()
    .label('Rate schedule product')
    .trim()
    .max(200)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
});

/** The rule of a rate product list under `path`, with its own alerts and example. */
export const rateProductRule = <Path extends string>(
  path: Path,
  alerts: ResourceAlertTexts,
  example: ResourceRule['example'],
) =>
  ({
    path,
    fields: ['name', 'details', 'interest_rate', 'rate_product'],
    schema: rateProductSchema,
    media: imageRequired(),
    updateMethod: 'POST',
    body: 'multipart',
    alerts,
    example,
  }) as const satisfies ResourceRule;
