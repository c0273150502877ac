import { describe, expect, it } from 'vitest';
import {
  AU_AQIS_INSPECTION_FEE_FROM_EX_GST,
  AU_CLEARING_AGENT_FEE_EX_GST,
  AU_CUSTOMS_DOCUMENT_FEE_EX_GST,
  australianGst,
  type CurrencyCode,
  chargeableStorageDays,
  extraCartonFee,
  type FumigationScheme,
  fumigationFee,
  handlingFee,
  type LocalReturnMethod,
  type Money,
  money,
  type PickupPointStorage,
  parseMajor,
  pickupPointStorageFee,
  returnToLocalAddressFee,
  taiwanTaxBillFee,
  withAustralianGst,
} from '../src/index.js';

const aud = (amount: string) => parseMajor(amount, 'AUD');
const M3 = 1_000_000_000; // mm³ in a cubic metre

describe('extra cartons and handling', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [1, '3.00'],
    [3, '9.00'],
  ])('%i extra cartons cost AU$%s', (cartons, fee) => {
    expect(extraCartonFee(cartons)).toEqual(aud(fee));
  });

  it.each<[number, string]>([
    [0, '0.00'],
    [1, '0.00'],
    [30, '0.00'],
    [31, '1.00'],
    [45, '15.00'],
  ])('%i parcels in one shipment: handling fee AU$%s', (parcels, fee) => {
    expect(handlingFee(parcels)).toEqual(aud(fee));
  });

  it('refuses negative or fractional counts', () => {
    expect(() => extraCartonFee(-1)).toThrow(RangeError);
    expect(() => handlingFee(31.5)).toThrow(RangeError);
  });
});

describe('returnToLocalAddressFee', () => {
  it.each<[number, LocalReturnMethod, CurrencyCode, Money]>([
    [1, 'localAddress', 'AUD', money(350, 'AUD')],
    [2, 'localAddress', 'AUD', money(700, 'AUD')],
    [3, 'localAddress', 'CNY', money(1500, 'CNY')],
    [1, 'localAddress', 'MYR', money(1200, 'MYR')],
    [4, 'pickupCode', 'AUD', money(0, 'AUD')],
    [4, 'pickupCode', 'MYR', money(0, 'MYR')],
  ])('%i parcels by %s from a %s warehouse', (parcels, method, currency, fee) => {
    expect(returnToLocalAddressFee(parcels, method, currency)).toEqual(fee);
  });

  it('has no local return from a warehouse in another currency', () => {
    expect(() => returnToLocalAddressFee(1, 'localAddress', 'NZD')).toThrow(RangeError);
  });
});

describe('fumigationFee', () => {
  it.each<[FumigationScheme, number, string]>([
    ['standard', 0, '0.00'],
    ['standard', 1, '20.00'],
    ['standard', 200_000_000, '20.00'],
    ['standard', 200_000_001, '40.00'],
    ['standard', 500_000_000, '60.00'],
    ['standard', M3, '100.00'],
    ['bulk', 0, '120.00'],
    ['bulk', 300_000_000, '120.00'],
    ['bulk', 500_000_000, '120.00'],
    ['bulk', 500_000_001, '144.00'],
    ['bulk', M3, '240.00'],
  ])('%s scheme, %i mm³: AU$%s', (scheme, volume, fee) => {
    expect(fumigationFee(volume, scheme)).toEqual(aud(fee));
  });
});

describe('Taiwan fees', () => {
  it.each<[number, Money]>([
    [0, money(0, 'TWD')],
    [1, money(3000, 'TWD')],
    [3, money(9000, 'TWD')],
  ])('%i tax bills cost %j', (bills, fee) => {
    expect(taiwanTaxBillFee(bills)).toEqual(fee);
  });
});

describe('Australian customs examples with GST', () => {
  it.each<[string, Money, string, string]>([
    ['clearing agent', AU_CLEARING_AGENT_FEE_EX_GST, '11.00', '121.00'],
    ['customs document', AU_CUSTOMS_DOCUMENT_FEE_EX_GST, '16.50', '181.50'],
    ['AQIS inspection (from)', AU_AQIS_INSPECTION_FEE_FROM_EX_GST, '18.00', '198.00'],
  ])('%s: GST AU$%s, AU$%s with GST', (_fee, exGst, gst, inclGst) => {
    expect(australianGst(exGst)).toEqual(aud(gst));
    expect(withAustralianGst(exGst)).toEqual(aud(inclGst));
  });

  it('rounds GST half-up to the cent', () => {
    expect(australianGst(aud('0.05'))).toEqual(aud('0.01'));
    expect(australianGst(aud('0.04'))).toEqual(aud('0.00'));
    expect(withAustralianGst(aud('12.35'))).toEqual(aud('13.59'));
  });
});

describe('pickupPointStorageFee', () => {
  it.each<[number, number]>([
    [0, 0],
    [7, 0],
    [8, 1],
    [30, 23],
  ])('%i days stored: %i charged', (days, charged) => {
    expect(chargeableStorageDays(days)).toBe(charged);
  });

  it.each<[string, PickupPointStorage, string]>([
    ['by package, within the free week', { storageBasis: 'package', days: 7, packages: 5 }, '0.00'],
    ['by package, one day over', { storageBasis: 'package', days: 8, packages: 2 }, '2.00'],
    ['by package, 3 days over, 3 packages', { storageBasis: 'package', days: 10, packages: 3 }, '9.00'],
    ['by volume, within the free week', { storageBasis: 'volume', days: 7, volumeMm3: 2_000_000_000 }, '0.00'],
    ['by volume, 1 m³ one day over', { storageBasis: 'volume', days: 8, volumeMm3: M3 }, '15.00'],
    ['by volume, 0.5 m³ 3 days over', { storageBasis: 'volume', days: 10, volumeMm3: 500_000_000 }, '22.50'],
    ['by volume, pro rata: 0.01 m³ one day over', { storageBasis: 'volume', days: 8, volumeMm3: 10_000_000 }, '0.15'],
    ['by volume, 4.5 cents round up', { storageBasis: 'volume', days: 8, volumeMm3: 3_000_000 }, '0.05'],
    ['by volume, 4.485 cents round down', { storageBasis: 'volume', days: 8, volumeMm3: 2_990_000 }, '0.04'],
  ])('%s: AU$%s', (_case, storage, fee) => {
    expect(pickupPointStorageFee(storage)).toEqual(aud(fee));
  });

  it('refuses negative days, packages or volume', () => {
    expect(() => pickupPointStorageFee({ storageBasis: 'package', days: -1, packages: 1 })).toThrow(RangeError);
    expect(() => pickupPointStorageFee({ storageBasis: 'package', days: 3, packages: -1 })).toThrow(RangeError);
    expect(() => pickupPointStorageFee({ storageBasis: 'volume', days: 9, volumeMm3: -1 })).toThrow(RangeError);
  });
});
