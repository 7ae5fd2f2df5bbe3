import {
  headlineRate,
  productRates,
  rateProductProblem,
  rateRange,
  scheduleProducts,
  type RateProduct,
} from '@bank/shared';
import { badRequest } from '../lib/errors';
import { inForceOf, readSchedules } from './schedules';

/**
 * A deposit or loan card linked to a product of the schedule in force shows that product's
 * headline rate (the highest general rate among its deposit rows, senior rates for a senior link;
 * the highest starting rate among its loan rows), the range from its lowest to its highest rate,
 * and offers its calculator only where the product runs for a term (not a savings or current
 * account). A card not linked, or linked to a product the schedule does not list, keeps its own
 * rate and offers its calculator when it has one.
 */
export function cardRatesFrom(kind: 'deposits' | 'loans') {
  return async <R extends RateProduct>(cards: R[]): Promise<R[]> => {
    if (!cards.some((card) => card.rate_product)) return cards;
    const inForce = inForceOf(await readSchedules());
    if (!inForce) return cards;
    return cards.map((card) => {
      if (!card.rate_product) return card;
      const rate = headlineRate(inForce, kind, card.rate_product);
      const rates = productRates(inForce, kind, card.rate_product);
      if (rate === null || rates === null) return card;
      return {
        ...card,
        interest_rate: rate,
        rate_range: rateRange(inForce, kind, card.rate_product),
        offers_calculator: rates.tenures,
      };
    });
  };
}

/**
 * A card may be linked only to a product of the schedule in force (or to none): a typed name that
 * matches nothing would quietly detach it. A card keeps the product it has even when the schedule no
 * longer lists it, so that it stays editable. Refused with a 400 naming `rate_product`.
 */
export function rateProductCheck(kind: 'deposits' | 'loans') {
  return async (values: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void> => {
    const chosen = typeof values.rate_product === 'string' ? values.rate_product : null;
    if (!chosen) return;
    const inForce = inForceOf(await readSchedules());
    const stored = typeof existing?.rate_product === 'string' ? existing.rate_product : null;
    const problem = rateProductProblem(chosen, inForce ? scheduleProducts(inForce, kind) : [], stored);
    if (problem) throw badRequest({ rate_product: problem }, problem);
  };
}
