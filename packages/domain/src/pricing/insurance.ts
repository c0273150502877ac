import type { Money } from '../money/money.js';
import { maxMoney, minMoney, percentToBasisPoints, shareOf, subtractMoney, zero } from './arithmetic.js';
import { convertWithRates, type RatesPerAud } from './rates.js';

/** A courier's (logistics line's) insurance terms, the Courier fields of SPEC §3. */
export interface Courier {
  /** Declared value covered without a premium. */
  readonly freeInsurance: Money;
  /** Premium, as a percentage of the insured value above the free part (5 in SPEC §9). */
  readonly insurancePercentage: number;
  /** The most the line insures; a declared value above it is insured up to it only. */
  readonly maxInsurance: Money;
}

/** The value a premium is charged on: min(declared, maxInsurance) − freeInsurance, never below zero. */
export function insuredValueAboveFree(declared: Money, courier: Courier, rates: RatesPerAud = {}): Money {
  const currency = courier.maxInsurance.currency;
  const insured = minMoney(convertWithRates(declared, currency, rates), courier.maxInsurance);
  const free = convertWithRates(courier.freeInsurance, currency, rates);
  return maxMoney(subtractMoney(insured, free), zero(currency));
}

/**
 * The loss-insurance premium: `insurancePercentage`% of the declared value above `freeInsurance`, the
 * insured value capped at `maxInsurance`; half-up to the minor unit, in the courier's currency (that of
 * `maxInsurance`). A declared value in another currency is converted with `rates` first.
 */
export function insurancePremium(declared: Money, courier: Courier, rates: RatesPerAud = {}): Money {
  if (declared.minor < 0) throw new RangeError('A declared value cannot be negative');
  return shareOf(
    insuredValueAboveFree(declared, courier, rates),
    percentToBasisPoints(courier.insurancePercentage),
    'halfUp',
  );
}
