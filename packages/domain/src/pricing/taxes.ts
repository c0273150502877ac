import { addMoney, type Money } from '../money/money.js';
import { shareOf, sumMoney, zero } from './arithmetic.js';
import {
  AU_CUSTOMS_ALERT_FROM,
  AU_CUSTOMS_VALUE_THRESHOLD,
  SG_CUSTOMS_FEE_BASIS_POINTS,
  SG_GST_RATES,
  SG_GST_RELIEF_THRESHOLD,
} from './constants.js';
import { convertWithRates, type RatesPerAud } from './rates.js';

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Singapore's GST rate in percent on a date written 'YYYY-MM-DD' (Singapore time): 9 from 2024, 8 in 2023. */
export function singaporeGstPercent(date: string): number {
  if (!ISO_DATE.test(date)) throw new RangeError(`Not a date as YYYY-MM-DD: ${date}`);
  const rate = SG_GST_RATES.find(({ from }) => date >= from);
  if (!rate) throw new RangeError(`No Singapore GST rate is kept for ${date}`);
  return rate.percent;
}

export interface SingaporeImport {
  /** Value of the goods (the declared value). */
  readonly declared: Money;
  /** Freight paid to bring them to Singapore. */
  readonly freight: Money;
  /** Insurance premium paid on them, if any. */
  readonly insurance?: Money;
  /** Import date, 'YYYY-MM-DD'. */
  readonly date: string;
}

export interface SingaporeImportTax {
  /** Cost + insurance + freight in SGD: the value GST is charged on and the relief threshold is tested on. */
  readonly cif: Money;
  /** True when the CIF value is S$400 or less: no GST and no customs fee. */
  readonly relief: boolean;
  readonly gstPercent: number;
  readonly gst: Money;
  /** 2.5% of the declared value, charged with the GST. */
  readonly customsFee: Money;
  readonly total: Money;
}

/**
 * Singapore import GST estimate (SGD): GST at the rate of the date on the CIF value (goods + insurance +
 * freight), only when the CIF value exceeds the S$400 relief threshold; then also a 2.5% customs fee on
 * the declared value (SPEC §9). Each half-up to the cent.
 */
export function singaporeImportTax(shipment: SingaporeImport, rates: RatesPerAud = {}): SingaporeImportTax {
  const declared = convertWithRates(shipment.declared, 'SGD', rates);
  const parts = [declared, convertWithRates(shipment.freight, 'SGD', rates)];
  if (shipment.insurance) parts.push(convertWithRates(shipment.insurance, 'SGD', rates));
  if (parts.some((part) => part.minor < 0)) throw new RangeError('Import values cannot be negative');
  const cif = sumMoney('SGD', parts);
  const gstPercent = singaporeGstPercent(shipment.date);
  const relief = cif.minor <= SG_GST_RELIEF_THRESHOLD.minor;
  const gst = relief ? zero('SGD') : shareOf(cif, gstPercent * 100, 'halfUp');
  const customsFee = relief ? zero('SGD') : shareOf(declared, SG_CUSTOMS_FEE_BASIS_POINTS, 'halfUp');
  return { cif, relief, gstPercent, gst, customsFee, total: addMoney(gst, customsFee) };
}

/** Where a declared value stands against Australia's AU$1000 customs value: under, near (from AU$900), or over. */
export type CustomsValueAlert = 'none' | 'near' | 'over';

export function customsValueAlert(declared: Money, rates: RatesPerAud = {}): CustomsValueAlert {
  const inAud = convertWithRates(declared, 'AUD', rates);
  if (inAud.minor > AU_CUSTOMS_VALUE_THRESHOLD.minor) return 'over';
  if (inAud.minor >= AU_CUSTOMS_ALERT_FROM.minor) return 'near';
  return 'none';
}

/**
 * True when the declared value, converted to AUD, is near (≥ AU$900) or over AU$1000: the customer must
 * give an authorisation document with the importer's ID and email (SPEC §5).
 */
export function needsCustomsAuthorisation(declared: Money, rates: RatesPerAud = {}): boolean {
  return customsValueAlert(declared, rates) !== 'none';
}
