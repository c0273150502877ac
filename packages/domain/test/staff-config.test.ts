import { describe, expect, it } from 'vitest';
import {
  COUNTRY_ID,
  type CopiedAddressFields,
  configAmount,
  copiedAddressChanged,
  type LogisticsLine,
  lineChangesSchema,
  lineSettingsProblems,
  messages,
  parseMajor,
  warehouseAddressProblems,
} from '../src/index.js';

const aud = (amount: string) => parseMajor(amount, 'AUD');

const LINE: LogisticsLine = {
  id: 1,
  volumetricDivisor: 6000,
  minChargeableGrams: 500,
  weightStepGrams: 500,
  rateCard: {
    firstWeightGrams: 1000,
    firstWeightPrice: aud('18.00'),
    additionalWeightGrams: 500,
    additionalWeightPrice: aud('4.50'),
  },
  maxParcelGrams: 20_000,
  refusedAttributes: [],
  freeInsurance: aud('100.00'),
  insurancePercentage: 5,
  maxInsurance: aud('2000.00'),
};

describe('line settings staff may save', () => {
  it.each([
    ['as seeded', {}, []],
    ['a free first weight with a priced step', { rateCard: { ...LINE.rateCard, firstWeightPrice: aud('0') } }, []],
    [
      'no price for any weight',
      { rateCard: { ...LINE.rateCard, firstWeightPrice: aud('0'), additionalWeightPrice: aud('0') } },
      ['first_price config.freeFreight'],
    ],
    [
      'free insurance above the cap',
      { freeInsurance: aud('2000.01') },
      ['free_insurance config.freeInsuranceAboveMax'],
    ],
    ['free insurance at the cap', { freeInsurance: aud('2000.00') }, []],
    [
      'a minimum charge heavier than any parcel',
      { minChargeableGrams: 20_500 },
      ['min_chargeable config.minChargeableAboveMax'],
    ],
    ['a heavy minimum on a line without a parcel limit', { minChargeableGrams: 20_500, maxParcelGrams: undefined }, []],
  ] satisfies [string, Partial<LogisticsLine>, string[]][])('%s', (_, change, expected) => {
    const problems = lineSettingsProblems({ ...LINE, ...change }, COUNTRY_ID.newZealand);
    expect(problems.map((problem) => `${problem.field} ${problem.key}`)).toEqual(expected);
  });

  it('keeps lines to Taiwan at 20 kg a parcel at most (SPEC §9), other destinations free to change it', () => {
    const problems = (maxParcelGrams: number | undefined, countryId: number) =>
      lineSettingsProblems({ ...LINE, maxParcelGrams }, countryId).map((problem) => `${problem.field} ${problem.key}`);
    expect(problems(20_000, COUNTRY_ID.taiwan)).toEqual([]);
    expect(problems(15_000, COUNTRY_ID.taiwan)).toEqual([]);
    expect(problems(20_500, COUNTRY_ID.taiwan)).toEqual(['max_parcel_weight config.taiwanParcelLimit']);
    expect(problems(undefined, COUNTRY_ID.taiwan)).toEqual(['max_parcel_weight config.taiwanParcelLimit']);
    expect(problems(30_000, COUNTRY_ID.japan)).toEqual([]);
  });

  it('takes amounts in the currency, none negative, over-precise or absurd', () => {
    expect(configAmount('12.5', 'AUD')).toEqual(aud('12.50'));
    expect(configAmount('1500', 'JPY')).toEqual(parseMajor('1500', 'JPY'));
    expect(configAmount('1500.5', 'JPY')).toBe('validation.number');
    expect(configAmount('-1', 'AUD')).toBe('validation.number');
    expect(configAmount('10000000', 'TWD')).toEqual(parseMajor('10000000', 'TWD'));
    expect(configAmount('10000000.01', 'TWD')).toBe('config.amountTooHigh');
  });

  it('the form schema refuses a premium with more than two decimals (it is kept in basis points)', () => {
    expect(lineChangesSchema.safeParse({ insurance_percentage: 5.25 }).success).toBe(true);
    expect(lineChangesSchema.safeParse({ insurance_percentage: 5.255 }).success).toBe(false);
    expect(lineChangesSchema.parse({ insurance_percentage: '5.25' }).insurance_percentage).toBe(5.25);
    expect(lineChangesSchema.parse({ insurance_percentage: 0 }).insurance_percentage).toBe(0);
    for (const junk of [null, '', '  ', false, true, [], {}, '1e1', 'NaN', -1, 100.01, Number.POSITIVE_INFINITY]) {
      const parsed = lineChangesSchema.safeParse({ insurance_percentage: junk });
      expect(parsed.success, JSON.stringify(junk)).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe('validation.number');
    }
    expect(lineChangesSchema.safeParse({ first_price: '-3' }).success).toBe(false);
  });
});

describe('a warehouse shopping address staff may save', () => {
  const SYDNEY = {
    recipient: 'PW{supportNumber}',
    address_lines: ['Unit 3, 18 Coal Pier Road', 'Parcelway {supportNumber}'],
    postal_code: '2020',
  };
  const problems = (countryId: number, change: Partial<typeof SYDNEY>) =>
    warehouseAddressProblems(countryId, { ...SYDNEY, ...change }).map((problem) => `${problem.field} ${problem.key}`);

  it.each([
    ['as seeded', {}, []],
    ['the number only in an address line', { recipient: 'Parcelway' }, []],
    [
      'no support number anywhere',
      { recipient: 'PW', address_lines: ['Unit 3, 18 Coal Pier Road'] },
      ['recipient config.supportNumberMissing'],
    ],
    ['another placeholder', { recipient: 'PW{supportNumber} {name}' }, ['recipient config.unknownPlaceholder']],
    [
      'a line that overflows 60 characters once filled',
      { address_lines: ['Unit 3', `${'x'.repeat(51)}{supportNumber}`] },
      ['address_lines.1 config.addressLineTooLong'],
    ],
    ['a line at 60 once filled', { address_lines: ['Unit 3', `${'x'.repeat(50)}{supportNumber}`] }, []],
    ['a foreign postcode', { postal_code: '20201' }, ['postal_code address.postcodeInvalid']],
  ] satisfies [string, Partial<typeof SYDNEY>, string[]][])('%s', (_, change, expected) => {
    expect(problems(COUNTRY_ID.australia, change)).toEqual(expected);
  });

  it('checks the postcode by the warehouse country (Taiwan 3+3, Japan 123-4567)', () => {
    expect(problems(COUNTRY_ID.taiwan, { postal_code: '337006' })).toEqual([]);
    expect(problems(COUNTRY_ID.taiwan, { postal_code: '3370' })).toEqual(['postal_code address.taiwanPostcode']);
    expect(problems(COUNTRY_ID.japan, { postal_code: '272-0001' })).toEqual([]);
  });

  it('says every problem in the three languages', () => {
    for (const key of [
      'config.freeFreight',
      'config.supportNumberMissing',
      'config.addressLineTooLong',
      'config.rateTooHigh',
    ] as const) {
      expect(new Set([messages.en[key], messages.cn[key], messages.tw[key]]).size).toBe(3);
    }
  });
});

describe('a saved shopping address changed what customers copy into shops', () => {
  const SAVED: CopiedAddressFields = {
    recipient: 'PW{supportNumber}',
    addressLines: ['Unit 3, 18 Coal Pier Road', 'Parcelway {supportNumber}'],
    city: 'Mascot',
    state: 'NSW',
    postalCode: '2020',
    phone: '+61 2 8000 0000',
  };

  it.each([
    ['nothing', {}, false],
    ['the same lines in a new array', { addressLines: [...SAVED.addressLines] }, false],
    ['the receiver line', { recipient: 'Parcelway {supportNumber}' }, true],
    ['an address line', { addressLines: ['Unit 4, 18 Coal Pier Road', 'Parcelway {supportNumber}'] }, true],
    ['a line added', { addressLines: [...SAVED.addressLines, 'Gate B'] }, true],
    ['a line removed', { addressLines: ['Unit 3, 18 Coal Pier Road'] }, true],
    ['the city', { city: 'Botany' }, true],
    ['the state', { state: 'VIC' }, true],
    ['the postcode', { postalCode: '2019' }, true],
    ['the phone', { phone: '+61 2 8000 0001' }, true],
  ] satisfies [string, Partial<CopiedAddressFields>, boolean][])('%s', (_, change, expected) => {
    expect(copiedAddressChanged(SAVED, { ...SAVED, ...change })).toBe(expected);
  });

  it('does not count opening hours (they are read, not copied)', () => {
    const before = { ...SAVED, openingHours: 'Mon–Fri 09:00–17:00' };
    const after = { ...SAVED, openingHours: 'Mon–Sat 08:00–18:00' };
    expect(copiedAddressChanged(before, after)).toBe(false);
  });
});
