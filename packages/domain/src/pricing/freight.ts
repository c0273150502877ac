import type { Money } from '../money/money.js';
import { addMoney, money } from '../money/money.js';
import { assertCount, assertPositive, stepsToCover, timesMoney } from './arithmetic.js';

/** A line's price list: a first weight at one price, then each further step at another (DESIGN §5). */
export interface RateCard {
  /** Weight the first price covers, in grams (e.g. 500 or 1000). */
  readonly firstWeightGrams: number;
  readonly firstWeightPrice: Money;
  /** Each further step of weight, in grams (e.g. 500). */
  readonly additionalWeightGrams: number;
  /** Price of each further step, in the first price's currency. */
  readonly additionalWeightPrice: Money;
}

/**
 * Freight for a chargeable weight: the first-weight price, plus one step price for each additional
 * step (a part-step counts as a whole one). Any weight up to the first weight, zero included, pays the
 * first-weight price.
 */
export function freightFor(chargeableGrams: number, rateCard: RateCard): Money {
  assertCount(chargeableGrams, 'chargeableGrams');
  assertCount(rateCard.firstWeightGrams, 'firstWeightGrams');
  assertPositive(rateCard.additionalWeightGrams, 'additionalWeightGrams');
  const { firstWeightPrice, additionalWeightPrice } = rateCard;
  if (firstWeightPrice.currency !== additionalWeightPrice.currency) {
    throw new RangeError('A rate card is priced in one currency');
  }
  const extraSteps = stepsToCover(
    Math.max(0, chargeableGrams - rateCard.firstWeightGrams),
    rateCard.additionalWeightGrams,
  );
  return addMoney(
    money(firstWeightPrice.minor, firstWeightPrice.currency),
    timesMoney(additionalWeightPrice, extraSteps),
  );
}
