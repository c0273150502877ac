import { describe, expect, it } from 'vitest';
import {
  AU_AQIS_INSPECTION_FEE_FROM_EX_GST,
  AU_CLEARING_AGENT_FEE_EX_GST,
  AU_CUSTOMS_ALERT_FROM,
  AU_CUSTOMS_DOCUMENT_FEE_EX_GST,
  AU_CUSTOMS_VALUE_THRESHOLD,
  AU_GST_PERCENT,
  AU_PROHIBITED_IMPORT_RETURN_FEE_FROM_INCL_GST,
  CUBIC_MM_PER_CUBIC_METRE,
  DEFAULT_INSURANCE_PERCENTAGE,
  EXTRA_CARTON_FEE,
  FUMIGATION_RATES,
  HANDLING_FEE_FREE_PARCELS,
  HANDLING_FEE_PER_EXCESS_PARCEL,
  MEMBERSHIP_MAX_DISCOUNT_PERCENT,
  type Money,
  PICKUP_POINT_FREE_STORAGE_DAYS,
  PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY,
  PICKUP_POINT_STORAGE_PER_PACKAGE_DAY,
  POINTS_MAX_FREIGHT_PERCENT,
  POINTS_PER_AUD,
  REFERRAL_MINIMUM_SPEND,
  RETURN_TO_LOCAL_ADDRESS_FEES,
  SG_CUSTOMS_FEE_BASIS_POINTS,
  SG_GST_RATES,
  SG_GST_RELIEF_THRESHOLD,
  TAIWAN_MAX_PARCEL_GRAMS,
  TW_RECIPIENT_CHANGE_FEE,
  TW_TAX_BILL_DELIVERY_FEE,
} from '../src/index.js';

/**
 * Every money constant of SPEC §9 (and each of ours where SPEC is silent), asserted to the minor unit
 * with its currency: changing one fails here and points at the SPEC line it came from.
 */
describe('SPEC §9 money constants', () => {
  it.each<[string, Money, Money]>([
    ['extra carton in consolidation: AU$3 each', EXTRA_CARTON_FEE, { minor: 300, currency: 'AUD' }],
    [
      'AU prohibited-import return: from AU$220 incl. GST',
      AU_PROHIBITED_IMPORT_RETURN_FEE_FROM_INCL_GST,
      { minor: 22_000, currency: 'AUD' },
    ],
    ['Taiwan recipient rename or ID mismatch: AU$25', TW_RECIPIENT_CHANGE_FEE, { minor: 2_500, currency: 'AUD' }],
    ['Taiwan delivery company extra: NT$30 per tax bill', TW_TAX_BILL_DELIVERY_FEE, { minor: 3_000, currency: 'TWD' }],
    ['AU clearing agent: AU$110 + GST', AU_CLEARING_AGENT_FEE_EX_GST, { minor: 11_000, currency: 'AUD' }],
    ['AU customs document: AU$165 + GST', AU_CUSTOMS_DOCUMENT_FEE_EX_GST, { minor: 16_500, currency: 'AUD' }],
    ['AQIS inspection: from AU$180 + GST', AU_AQIS_INSPECTION_FEE_FROM_EX_GST, { minor: 18_000, currency: 'AUD' }],
    ['customs value alert: AU$1000', AU_CUSTOMS_VALUE_THRESHOLD, { minor: 100_000, currency: 'AUD' }],
    [
      'pickup-point storage: AU$1 per package per day',
      PICKUP_POINT_STORAGE_PER_PACKAGE_DAY,
      { minor: 100, currency: 'AUD' },
    ],
    [
      'pickup-point storage: AU$15 per m³ per day',
      PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY,
      { minor: 1_500, currency: 'AUD' },
    ],
    ['Singapore GST relief threshold: S$400', SG_GST_RELIEF_THRESHOLD, { minor: 40_000, currency: 'SGD' }],
    ['referral: the friend spends at least AU$20', REFERRAL_MINIMUM_SPEND, { minor: 2_000, currency: 'AUD' }],
    ['fumigation: AU$20 per 0.2 m³', FUMIGATION_RATES.standard.pricePerUnit, { minor: 2_000, currency: 'AUD' }],
    ['fumigation: AU$24 per 0.1 m³', FUMIGATION_RATES.bulk.pricePerUnit, { minor: 2_400, currency: 'AUD' }],
  ])('%s', (_rule, constant, expected) => {
    expect(constant).toEqual(expected);
  });

  it('return to a local address: AU$3.50, 5.00 yuan or RM12.00 per parcel, and no other currency', () => {
    expect(RETURN_TO_LOCAL_ADDRESS_FEES).toEqual([
      { minor: 350, currency: 'AUD' },
      { minor: 500, currency: 'CNY' },
      { minor: 1_200, currency: 'MYR' },
    ]);
  });

  it('fumigation volumes: 0.2 m³ units without a minimum; 0.1 m³ units with a 0.5 m³ minimum', () => {
    expect(CUBIC_MM_PER_CUBIC_METRE).toBe(1_000_000_000);
    expect(FUMIGATION_RATES.standard.unitMm3).toBe(CUBIC_MM_PER_CUBIC_METRE / 5);
    expect(FUMIGATION_RATES.standard.minimumMm3).toBe(0);
    expect(FUMIGATION_RATES.bulk.unitMm3).toBe(CUBIC_MM_PER_CUBIC_METRE / 10);
    expect(FUMIGATION_RATES.bulk.minimumMm3).toBe(CUBIC_MM_PER_CUBIC_METRE / 2);
  });

  it.each<[string, number, number]>([
    ['Australian GST is 10%', AU_GST_PERCENT, 10],
    ['insurance premium is 5% of the declared value', DEFAULT_INSURANCE_PERCENTAGE, 5],
    ['membership discount is up to 20% of freight', MEMBERSHIP_MAX_DISCOUNT_PERCENT, 20],
    ['Singapore customs fee is 2.5% (250 basis points)', SG_CUSTOMS_FEE_BASIS_POINTS, 250],
    ['pickup-point storage is free for 7 days', PICKUP_POINT_FREE_STORAGE_DAYS, 7],
    ['the handling fee starts after 30 parcels', HANDLING_FEE_FREE_PARCELS, 30],
    ['a Taiwan line parcel weighs at most 20 kg', TAIWAN_MAX_PARCEL_GRAMS, 20_000],
  ])('%s', (_rule, constant, expected) => {
    expect(constant).toBe(expected);
  });

  it('Singapore GST: 9% from 2024, 8% from 1 Jan 2023 (7% before, from 1 Jul 2007)', () => {
    expect(SG_GST_RATES).toEqual([
      { from: '2024-01-01', percent: 9 },
      { from: '2023-01-01', percent: 8 },
      { from: '2007-07-01', percent: 7 },
    ]);
  });
});

describe('constants of ours where SPEC §9 gives no figure (docs/decisions/pricing-and-lines.md)', () => {
  it.each<[string, Money, Money]>([
    ['handling fee: AU$1.00 per parcel beyond 30', HANDLING_FEE_PER_EXCESS_PARCEL, { minor: 100, currency: 'AUD' }],
    [
      'customs authorisation asked from AU$900 ("near" AU$1000)',
      AU_CUSTOMS_ALERT_FROM,
      { minor: 90_000, currency: 'AUD' },
    ],
  ])('%s', (_rule, constant, expected) => {
    expect(constant).toEqual(expected);
  });

  it('100 points are worth AU$1 and pay at most 10% of the freight', () => {
    expect(POINTS_PER_AUD).toBe(100);
    expect(POINTS_MAX_FREIGHT_PERCENT).toBe(10);
  });
});
