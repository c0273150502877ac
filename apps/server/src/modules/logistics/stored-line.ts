import { type CurrencyCode, isCurrencyCode, isParcelAttribute, type LogisticsLine, money } from '@parcelway/domain';
import type { LogisticsLineRow } from '../../db/schema/index.js';

export interface StoredLine {
  row: LogisticsLineRow;
  currency: CurrencyCode;
  /** The line as the pricing engine reads it. */
  pricing: LogisticsLine;
}

export function stored(record: { line: LogisticsLineRow; currencyCode: string }): StoredLine {
  const { line: row, currencyCode } = record;
  if (!isCurrencyCode(currencyCode)) throw new Error(`line ${row.code} is priced in unknown ${currencyCode}`);
  const inCurrency = (minor: number) => money(minor, currencyCode);
  return {
    row,
    currency: currencyCode,
    pricing: {
      id: row.id,
      volumetricDivisor: row.volumetricDivisor,
      minChargeableGrams: row.minChargeableGrams,
      weightStepGrams: row.weightStepGrams,
      rateCard: {
        firstWeightGrams: row.firstWeightGrams,
        firstWeightPrice: inCurrency(row.firstWeightPrice),
        additionalWeightGrams: row.additionalWeightGrams,
        additionalWeightPrice: inCurrency(row.additionalWeightPrice),
      },
      refusedAttributes: row.refusedAttributes.filter(isParcelAttribute),
      freeInsurance: inCurrency(row.freeInsurance),
      insurancePercentage: row.insuranceBasisPoints / 100,
      maxInsurance: inCurrency(row.maxInsurance),
      ...(row.maxParcelGrams !== null && { maxParcelGrams: row.maxParcelGrams }),
      ...(row.maxDeclaredValue !== null && { maxDeclaredValue: inCurrency(row.maxDeclaredValue) }),
    },
  };
}
