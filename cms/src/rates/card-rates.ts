import { headlineRate, type RateProduct } from '@bank/shared';
import { inForceOf, readSchedules } from './schedules';

/**
 * A deposit or loan card linked to a product of the schedule in force shows that product's
 * headline rate: the highest general rate among its deposit rows, or the highest starting rate
 * among its loan rows. A card not linked, or linked to a product the schedule does not list,
 * keeps its own rate.
 */
export function cardRatesFrom(kind: 'deposits' | 'loans') {
  return async <R extends RateProduct>(cards: R[]): Promise<R[]> => {
    if (!cards.some((card) => card.rate_product)) return cards;
    const inForce = inForceOf(await readSchedules());
    if (!inForce) return cards;
    return cards.map((card) => {
      if (!card.rate_product) return card;
      const rate = headlineRate(inForce, kind, card.rate_product);
      return rate === null ? card : { ...card, interest_rate: rate };
    });
  };
}
