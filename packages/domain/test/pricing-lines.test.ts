import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChargeableWeight,
  type Courier,
  chargeableWeight,
  chargeableWeightNote,
  formatKilograms,
  freightFor,
  insurancePremium,
  type LineProblem,
  type LogisticsLine,
  lineProblems,
  lineProblemText,
  type MessageKey,
  messages,
  money,
  PARCEL_ATTRIBUTES,
  type ParcelAttribute,
  parseMajor,
  type QuoteParcel,
  quoteAllLines,
  quoteLine,
  type RateCard,
  type ShipmentToQuote,
  TAIWAN_MAX_PARCEL_GRAMS,
  translate,
  volumeMm3,
  type WeightRules,
} from '../src/index.js';

const aud = (amount: string) => parseMajor(amount, 'AUD');

/** An air line from Australia to Taiwan: cm³/6000, at least 0.5 kg, 0.5 kg steps, 20 kg a parcel. */
const TAIWAN_AIR: LogisticsLine = {
  id: 11,
  volumetricDivisor: 6000,
  minChargeableGrams: 500,
  weightStepGrams: 500,
  rateCard: {
    firstWeightGrams: 1000,
    firstWeightPrice: aud('18.00'),
    additionalWeightGrams: 500,
    additionalWeightPrice: aud('4.50'),
  },
  maxParcelGrams: TAIWAN_MAX_PARCEL_GRAMS,
  maxDeclaredValue: aud('2000.00'),
  refusedAttributes: ['battery', 'liquid', 'powder', 'magnetic'],
  freeInsurance: aud('100.00'),
  insurancePercentage: 5,
  maxInsurance: aud('2000.00'),
};

/** An express line: cm³/5000, at least 1 kg, takes batteries but no liquids. */
const EXPRESS: LogisticsLine = {
  id: 12,
  volumetricDivisor: 5000,
  minChargeableGrams: 1000,
  weightStepGrams: 500,
  rateCard: {
    firstWeightGrams: 500,
    firstWeightPrice: aud('20.00'),
    additionalWeightGrams: 500,
    additionalWeightPrice: aud('5.00'),
  },
  refusedAttributes: ['liquid'],
  freeInsurance: aud('0.00'),
  insurancePercentage: 5,
  maxInsurance: aud('5000.00'),
};

/** A sea line: cheap by the kilogram, 5 kg minimum, 1 kg steps, refuses food. */
const SEA: LogisticsLine = {
  id: 13,
  volumetricDivisor: 6000,
  minChargeableGrams: 5000,
  weightStepGrams: 1000,
  rateCard: {
    firstWeightGrams: 5000,
    firstWeightPrice: aud('40.00'),
    additionalWeightGrams: 1000,
    additionalWeightPrice: aud('4.00'),
  },
  maxDeclaredValue: aud('500.00'),
  refusedAttributes: ['food', 'battery'],
  freeInsurance: aud('50.00'),
  insurancePercentage: 5,
  maxInsurance: aud('1000.00'),
};

const parcel = (actualGrams: number, lengthMm: number, widthMm: number, heightMm: number): QuoteParcel => ({
  actualGrams,
  lengthMm,
  widthMm,
  heightMm,
});

describe('chargeableWeight', () => {
  const by5000: WeightRules = { volumetricDivisor: 5000, minChargeableGrams: 0, weightStepGrams: 500 };

  it.each<[string, QuoteParcel, WeightRules, ChargeableWeight]>([
    [
      'a heavy, small parcel is charged by the scale, rounded up to the step',
      parcel(2300, 200, 150, 100),
      by5000,
      { actualGrams: 2300, volumetricGrams: 600, chargeableGrams: 2500, basis: 'actual' },
    ],
    [
      'a light, bulky parcel is charged by its size (50×40×30 cm at 5000 is 12 kg)',
      parcel(800, 500, 400, 300),
      by5000,
      { actualGrams: 800, volumetricGrams: 12_000, chargeableGrams: 12_000, basis: 'volumetric' },
    ],
    [
      'the same box at divisor 6000 is 10 kg',
      parcel(800, 500, 400, 300),
      { ...by5000, volumetricDivisor: 6000 },
      { actualGrams: 800, volumetricGrams: 10_000, chargeableGrams: 10_000, basis: 'volumetric' },
    ],
    [
      'volumetric weight rounds up to the gram (10.1 cm cube is 206.06 g)',
      parcel(10, 101, 101, 101),
      { ...by5000, weightStepGrams: 1 },
      { actualGrams: 10, volumetricGrams: 207, chargeableGrams: 207, basis: 'volumetric' },
    ],
    [
      'exactly on a step stays there',
      parcel(1500, 100, 100, 100),
      by5000,
      { actualGrams: 1500, volumetricGrams: 200, chargeableGrams: 1500, basis: 'actual' },
    ],
    [
      'one gram over a step goes to the next step',
      parcel(1501, 100, 100, 100),
      by5000,
      { actualGrams: 1501, volumetricGrams: 200, chargeableGrams: 2000, basis: 'actual' },
    ],
    [
      'volumetric weight is rounded up to the step too',
      parcel(100, 310, 200, 200),
      by5000,
      { actualGrams: 100, volumetricGrams: 2480, chargeableGrams: 2500, basis: 'volumetric' },
    ],
    [
      'a tiny parcel pays the line minimum',
      parcel(100, 100, 100, 100),
      { ...by5000, minChargeableGrams: 1000 },
      { actualGrams: 100, volumetricGrams: 200, chargeableGrams: 1000, basis: 'minimum' },
    ],
    [
      'a minimum off the step is rounded up to the step',
      parcel(100, 100, 100, 100),
      { ...by5000, minChargeableGrams: 700 },
      { actualGrams: 100, volumetricGrams: 200, chargeableGrams: 1000, basis: 'minimum' },
    ],
    [
      'when the scale and the size agree, the scale decides',
      parcel(200, 100, 100, 100),
      by5000,
      { actualGrams: 200, volumetricGrams: 200, chargeableGrams: 500, basis: 'actual' },
    ],
    [
      'weight equal to the minimum is charged by the scale',
      parcel(1000, 100, 100, 100),
      { ...by5000, minChargeableGrams: 1000 },
      { actualGrams: 1000, volumetricGrams: 200, chargeableGrams: 1000, basis: 'actual' },
    ],
  ])('%s', (_case, measured, rules, expected) => {
    expect(chargeableWeight(measured, rules)).toEqual(expected);
  });

  it.each<[string, QuoteParcel, Partial<WeightRules>]>([
    ['fractional grams', parcel(1.5, 10, 10, 10), {}],
    ['negative length', parcel(100, -1, 10, 10), {}],
    ['fractional millimetres', parcel(100, 10.5, 10, 10), {}],
    ['a zero divisor', parcel(100, 10, 10, 10), { volumetricDivisor: 0 }],
    ['a zero step', parcel(100, 10, 10, 10), { weightStepGrams: 0 }],
    ['a negative minimum', parcel(100, 10, 10, 10), { minChargeableGrams: -1 }],
  ])('refuses %s', (_case, measured, rules) => {
    expect(() => chargeableWeight(measured, { ...by5000, ...rules })).toThrow(RangeError);
  });

  it('volumeMm3 multiplies without float error and refuses a volume beyond the safe range', () => {
    expect(volumeMm3({ lengthMm: 1200, widthMm: 800, heightMm: 1000 })).toBe(960_000_000);
    expect(() => volumeMm3({ lengthMm: 10_000_000, widthMm: 10_000_000, heightMm: 10_000_000 })).toThrow(RangeError);
  });

  it('explains a parcel charged by size or by the minimum, and says nothing when the scale decided', () => {
    const bulky = chargeableWeight(parcel(800, 500, 400, 300), by5000);
    expect(chargeableWeightNote(bulky, 0)).toEqual({
      key: 'pricing.chargedByVolume',
      params: { volumetric: '12 kg', actual: '0.8 kg' },
    });
    expect(translate('en', 'pricing.chargedByVolume', { volumetric: '12 kg', actual: '0.8 kg' })).toBe(
      'A light, bulky parcel is charged by its size: 12 kg by volume instead of 0.8 kg on the scale.',
    );
    const tiny = chargeableWeight(parcel(100, 100, 100, 100), { ...by5000, minChargeableGrams: 1000 });
    expect(chargeableWeightNote(tiny, 1000)).toEqual({ key: 'pricing.chargedByMinimum', params: { minimum: '1 kg' } });
    expect(chargeableWeightNote(chargeableWeight(parcel(2300, 200, 150, 100), by5000), 0)).toBeUndefined();
  });

  it.each<[number, string]>([
    [20_000, '20 kg'],
    [20_500, '20.5 kg'],
    [250, '0.25 kg'],
    [1, '0.001 kg'],
    [0, '0 kg'],
  ])('formatKilograms(%i) is "%s"', (grams, text) => {
    expect(formatKilograms(grams)).toBe(text);
  });
});

describe('chargeableWeight (properties)', () => {
  const rules = fc.record({
    volumetricDivisor: fc.integer({ min: 1000, max: 10_000 }),
    minChargeableGrams: fc.integer({ min: 0, max: 5000 }),
    weightStepGrams: fc.integer({ min: 1, max: 1000 }),
  });
  const measured = fc.record({
    actualGrams: fc.integer({ min: 0, max: 100_000 }),
    lengthMm: fc.integer({ min: 0, max: 2000 }),
    widthMm: fc.integer({ min: 0, max: 2000 }),
    heightMm: fc.integer({ min: 0, max: 2000 }),
  });

  it('is the least step multiple that covers actual, volumetric and minimum weight, and names the one that decided', () => {
    fc.assert(
      fc.property(measured, rules, (p, r) => {
        const weight = chargeableWeight(p, r);
        const decisive = Math.max(p.actualGrams, weight.volumetricGrams, r.minChargeableGrams);
        expect(weight.chargeableGrams % r.weightStepGrams).toBe(0);
        expect(weight.chargeableGrams).toBeGreaterThanOrEqual(decisive);
        expect(weight.chargeableGrams).toBeLessThan(decisive + r.weightStepGrams);
        // volumetric grams are the ceiling of mm³ / divisor
        const volume = p.lengthMm * p.widthMm * p.heightMm;
        expect(weight.volumetricGrams * r.volumetricDivisor).toBeGreaterThanOrEqual(volume);
        expect((weight.volumetricGrams - 1) * r.volumetricDivisor).toBeLessThan(volume);
        const decidedBy = { actual: p.actualGrams, volumetric: weight.volumetricGrams, minimum: r.minChargeableGrams };
        expect(decidedBy[weight.basis]).toBe(decisive);
      }),
    );
  });

  it('never goes down when the parcel gets heavier', () => {
    fc.assert(
      fc.property(measured, rules, fc.integer({ min: 0, max: 10_000 }), (p, r, more) => {
        const lighter = chargeableWeight(p, r).chargeableGrams;
        const heavier = chargeableWeight({ ...p, actualGrams: p.actualGrams + more }, r).chargeableGrams;
        expect(heavier).toBeGreaterThanOrEqual(lighter);
      }),
    );
  });
});

describe('freightFor', () => {
  const card = TAIWAN_AIR.rateCard; // first 1 kg AU$18.00, then AU$4.50 per 500 g

  it.each<[number, string]>([
    [0, '18.00'],
    [500, '18.00'],
    [1000, '18.00'],
    [1001, '22.50'],
    [1500, '22.50'],
    [1501, '27.00'],
    [2000, '27.00'],
    [20_000, '189.00'],
  ])('%i g costs AU$%s', (grams, price) => {
    expect(freightFor(grams, card)).toEqual(aud(price));
  });

  it('counts steps of the rate card, not of the line (a 1 kg step card)', () => {
    const perKilo: RateCard = { ...card, firstWeightGrams: 500, additionalWeightGrams: 1000 };
    expect(freightFor(1500, perKilo)).toEqual(aud('22.50'));
    expect(freightFor(1501, perKilo)).toEqual(aud('27.00'));
  });

  it('prices in yen without decimals', () => {
    const yen: RateCard = {
      firstWeightGrams: 500,
      firstWeightPrice: money(1500, 'JPY'),
      additionalWeightGrams: 500,
      additionalWeightPrice: money(380, 'JPY'),
    };
    expect(freightFor(2000, yen)).toEqual(money(2640, 'JPY'));
  });

  it('refuses a card in two currencies, a zero step and a fractional weight', () => {
    expect(() => freightFor(1000, { ...card, additionalWeightPrice: money(450, 'NZD') })).toThrow(RangeError);
    expect(() => freightFor(1000, { ...card, additionalWeightGrams: 0 })).toThrow(RangeError);
    expect(() => freightFor(100.5, card)).toThrow(RangeError);
  });

  it('is non-decreasing in weight (property)', () => {
    const rateCard = fc.record({
      firstWeightGrams: fc.integer({ min: 0, max: 5000 }),
      firstWeightPrice: fc.integer({ min: 0, max: 100_000 }).map((minor) => money(minor, 'AUD')),
      additionalWeightGrams: fc.integer({ min: 1, max: 5000 }),
      additionalWeightPrice: fc.integer({ min: 0, max: 10_000 }).map((minor) => money(minor, 'AUD')),
    });
    fc.assert(
      fc.property(rateCard, fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }), (c, x, y) => {
        const [light, heavy] = x <= y ? [x, y] : [y, x];
        expect(freightFor(light, c).minor).toBeLessThanOrEqual(freightFor(heavy, c).minor);
      }),
    );
  });
});

describe('insurancePremium', () => {
  const courier: Courier = { freeInsurance: aud('100.00'), insurancePercentage: 5, maxInsurance: aud('2000.00') };

  it.each<[string, string, string]>([
    ['below the free part', '50.00', '0.00'],
    ['exactly the free part', '100.00', '0.00'],
    ['0.01 above the free part (0.05 cents rounds down)', '100.01', '0.00'],
    ['0.10 above the free part (half a cent rounds up)', '100.10', '0.01'],
    ['10 above the free part', '110.00', '0.50'],
    ['900 above the free part', '1000.00', '45.00'],
    ['at the maximum insured', '2000.00', '95.00'],
    ['above the maximum, capped there', '5000.00', '95.00'],
  ])('%s: AU$%s declared pays AU$%s', (_case, declared, premium) => {
    expect(insurancePremium(aud(declared), courier)).toEqual(aud(premium));
  });

  it('takes a percentage with decimals and a free part of zero', () => {
    expect(insurancePremium(aud('200.00'), { ...courier, freeInsurance: aud('0'), insurancePercentage: 1.5 })).toEqual(
      aud('3.00'),
    );
  });

  it('converts a declared value in another currency with the rates, into the courier currency', () => {
    // CNY 4650.00 at 4.65 per AUD is AU$1000.00: 5% of 900.
    expect(insurancePremium(parseMajor('4650.00', 'CNY'), courier, { CNY: '4.65' })).toEqual(aud('45.00'));
    expect(() => insurancePremium(parseMajor('4650.00', 'CNY'), courier)).toThrow(RangeError);
  });

  it('refuses a negative declared value and a percentage with more than 2 decimals', () => {
    expect(() => insurancePremium(aud('-1.00'), courier)).toThrow(RangeError);
    expect(() => insurancePremium(aud('500'), { ...courier, insurancePercentage: 5.125 })).toThrow(RangeError);
  });

  it('is non-decreasing in the declared value and never above the percentage of (maximum − free) (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const lowPremium = insurancePremium(money(low, 'AUD'), courier).minor;
        const highPremium = insurancePremium(money(high, 'AUD'), courier).minor;
        expect(lowPremium).toBeLessThanOrEqual(highPremium);
        expect(highPremium).toBeLessThanOrEqual(9500);
      }),
    );
  });
});

describe('lineProblems', () => {
  const small = parcel(2000, 300, 200, 100);
  const shipment = (overrides: Partial<ShipmentToQuote> = {}): ShipmentToQuote => ({
    parcels: [small],
    declared: aud('300.00'),
    ...overrides,
  });

  it('has no problem for a shipment the line can carry', () => {
    expect(lineProblems(shipment(), TAIWAN_AIR)).toEqual([]);
  });

  it.each<[string, ShipmentToQuote, LineProblem[]]>([
    ['a parcel of exactly 20 kg is fine on a Taiwan line', shipment({ parcels: [parcel(20_000, 500, 400, 300)] }), []],
    [
      'a parcel over 20 kg on a Taiwan line',
      shipment({ parcels: [small, parcel(20_001, 500, 400, 300)] }),
      [
        {
          code: 'parcelTooHeavy',
          key: 'line.parcelTooHeavy',
          params: { weight: '20.001 kg', maximum: '20 kg' },
        },
      ],
    ],
    ['a declared value at the line maximum', shipment({ declared: aud('2000.00') }), []],
    [
      'a declared value over the line maximum',
      shipment({ declared: aud('2000.01') }),
      [
        {
          code: 'declaredValueOverMaximum',
          key: 'line.unavailableDeclaredValue',
          adviceKey: 'line.changeDeclaredAmount',
          params: { maximum: 'AUD 2000.00' },
        },
      ],
    ],
    [
      'attributes the line refuses, in catalogue order, each once',
      shipment({
        parcels: [
          { ...small, attributes: ['liquid', 'food'] },
          { ...small, attributes: ['battery', 'liquid'] },
        ],
      }),
      [{ code: 'attributesRefused', key: 'line.attributesRefused', attributes: ['battery', 'liquid'] }],
    ],
    [
      'attributes the line takes',
      shipment({ parcels: [{ ...small, attributes: ['food', 'cosmetics', 'branded'] }] }),
      [],
    ],
    ['no declared value', shipment({ declared: undefined }), []],
  ])('%s', (_case, goods, problems) => {
    expect(lineProblems(goods, TAIWAN_AIR)).toEqual(problems);
  });

  it('lists every problem, weight first, then declared value, then attributes', () => {
    const goods = shipment({
      parcels: [{ ...parcel(25_000, 10, 10, 10), attributes: ['powder'] }],
      declared: aud('9000.00'),
    });
    expect(lineProblems(goods, TAIWAN_AIR).map((problem) => problem.code)).toEqual([
      'parcelTooHeavy',
      'declaredValueOverMaximum',
      'attributesRefused',
    ]);
  });

  it('compares a declared value in another currency with the line maximum through the rates', () => {
    // NT$45,000 at 22.5 per AUD is AU$2000.00 (fine); NT$45,001 is just over.
    const rates = { TWD: '22.5' };
    expect(lineProblems(shipment({ declared: parseMajor('45000', 'TWD') }), TAIWAN_AIR, rates)).toEqual([]);
    expect(
      lineProblems(shipment({ declared: parseMajor('45001', 'TWD') }), TAIWAN_AIR, rates).map((p) => p.code),
    ).toEqual(['declaredValueOverMaximum']);
  });
});

describe('quoteLine and quoteAllLines', () => {
  it('quotes each parcel on the line, sums the chargeable weights × quantity, and prices the sum', () => {
    const goods: ShipmentToQuote = {
      parcels: [
        { ...parcel(800, 500, 400, 300), quantity: 2 }, // 10 kg by volume at 6000, twice
        parcel(1200, 200, 200, 100), // 1.2 kg → 1.5 kg
      ],
    };
    const quote = quoteLine(goods, TAIWAN_AIR);
    expect(quote.parcels.map((p) => [p.chargeableGrams, p.basis, p.quantity])).toEqual([
      [10_000, 'volumetric', 2],
      [1500, 'actual', 1],
    ]);
    expect(quote.chargeableGrams).toBe(21_500);
    expect(quote.freight).toEqual(aud('202.50')); // 18.00 + 41 steps × 4.50
    expect(quote.insurance).toEqual(aud('0'));
    expect(quote.total).toEqual(aud('202.50'));
  });

  it('adds insurance when wanted', () => {
    const quote = quoteLine(
      { parcels: [parcel(1000, 100, 100, 100)], declared: aud('500.00'), insured: true },
      TAIWAN_AIR,
    );
    expect(quote.freight).toEqual(aud('18.00'));
    expect(quote.insurance).toEqual(aud('20.00'));
    expect(quote.total).toEqual(aud('38.00'));
  });

  it('refuses a quantity of zero', () => {
    expect(() => quoteLine({ parcels: [{ ...parcel(1000, 10, 10, 10), quantity: 0 }] }, TAIWAN_AIR)).toThrow(
      RangeError,
    );
  });

  it('lists the lines that can carry the shipment cheapest first, then the others with their reasons', () => {
    // 6 kg, small: Taiwan air 18 + 10×4.50 = 63.00; express 20 + 11×5 = 75.00; sea 40 + 1×4 = 44.00.
    const goods: ShipmentToQuote = { parcels: [{ ...parcel(6000, 300, 200, 200), attributes: ['food'] }] };
    const { options, noLine } = quoteAllLines(goods, [EXPRESS, SEA, TAIWAN_AIR]);
    expect(noLine).toBeUndefined();
    expect(options.map((option) => [option.line.id, option.available])).toEqual([
      [TAIWAN_AIR.id, true],
      [EXPRESS.id, true],
      [SEA.id, false],
    ]);
    const totals = options.flatMap((option) => (option.available ? [option.quote.total] : []));
    expect(totals).toEqual([aud('63.00'), aud('75.00')]);
    const sea = options[2];
    expect(sea?.available === false && sea.problems).toEqual([
      { code: 'attributesRefused', key: 'line.attributesRefused', attributes: ['food'] },
    ]);
  });

  it('compares totals in different currencies in AUD', () => {
    const nzExpress: LogisticsLine = {
      ...EXPRESS,
      id: 14,
      rateCard: {
        firstWeightGrams: 500,
        firstWeightPrice: parseMajor('20.00', 'NZD'),
        additionalWeightGrams: 500,
        additionalWeightPrice: parseMajor('5.00', 'NZD'),
      },
    };
    // 1 kg: EXPRESS AU$25.00; the NZD line NZ$25.00 at 1.10 per AUD is AU$22.73.
    const goods: ShipmentToQuote = { parcels: [parcel(1000, 100, 100, 100)] };
    const { options } = quoteAllLines(goods, [EXPRESS, nzExpress], { NZD: '1.10' });
    expect(options.map((option) => option.line.id)).toEqual([14, 12]);
    expect(() => quoteAllLines(goods, [EXPRESS, nzExpress])).toThrow(RangeError);
  });

  it('breaks a tie by line id', () => {
    const twin = { ...TAIWAN_AIR, id: 3 };
    const { options } = quoteAllLines({ parcels: [parcel(1000, 10, 10, 10)] }, [TAIWAN_AIR, twin]);
    expect(options.map((option) => option.line.id)).toEqual([3, 11]);
  });

  it("says 'There is no service available' when there are no lines, or none can carry the shipment", () => {
    const goods: ShipmentToQuote = { parcels: [parcel(1000, 10, 10, 10)], declared: aud('3000.00') };
    expect(quoteAllLines(goods, []).noLine).toEqual({
      key: 'line.noService',
      adviceKey: 'line.noSuitableRoute',
      attributes: [],
    });
    expect(quoteAllLines(goods, [TAIWAN_AIR, SEA]).noLine?.key).toBe('line.noService');
  });

  it('says the parcels have attributes without a line when every line refuses them', () => {
    const goods: ShipmentToQuote = {
      parcels: [
        { ...parcel(1000, 10, 10, 10), attributes: ['liquid'] },
        { ...parcel(1000, 10, 10, 10), attributes: ['food', 'battery'] },
      ],
    };
    expect(quoteAllLines(goods, [TAIWAN_AIR, EXPRESS, SEA]).noLine).toEqual({
      key: 'line.attributesWithoutLine',
      adviceKey: 'line.noSuitableRoute',
      attributes: ['battery', 'liquid', 'food'],
    });
  });

  it('lists every line exactly once and the available ones in non-decreasing total (property)', () => {
    const lines = [TAIWAN_AIR, EXPRESS, SEA];
    const goods = fc.record({
      parcels: fc.array(
        fc.record({
          actualGrams: fc.integer({ min: 0, max: 30_000 }),
          lengthMm: fc.integer({ min: 1, max: 1000 }),
          widthMm: fc.integer({ min: 1, max: 1000 }),
          heightMm: fc.integer({ min: 1, max: 1000 }),
          quantity: fc.integer({ min: 1, max: 3 }),
          attributes: fc.subarray([...PARCEL_ATTRIBUTES] as ParcelAttribute[], { maxLength: 2 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      declared: fc.integer({ min: 0, max: 300_000 }).map((minor) => money(minor, 'AUD')),
      insured: fc.boolean(),
    });
    fc.assert(
      fc.property(goods, (shipment) => {
        const { options, noLine } = quoteAllLines(shipment, lines);
        expect(options.map((option) => option.line.id).sort()).toEqual([11, 12, 13]);
        const totals = options.flatMap((option) => (option.available ? [option.quote.total.minor] : []));
        expect(totals).toEqual([...totals].sort((a, b) => a - b));
        const firstUnavailable = options.findIndex((option) => !option.available);
        if (firstUnavailable >= 0) expect(options.slice(firstUnavailable).every((o) => !o.available)).toBe(true);
        expect(noLine === undefined).toBe(totals.length > 0);
      }),
    );
  });
});

describe('line messages', () => {
  it.each<[MessageKey, string]>([
    ['line.noService', 'There is no service available'],
    ['line.noSuitableRoute', 'There is no suitable route to choose, please contact customer service'],
    ['line.unavailableDeclaredValue', 'The line is temporarily unavailable'],
  ])('SPEC §8 word for word: %s is "%s"', (key, sentence) => {
    expect(messages.en[key]).toBe(sentence);
  });

  it('explains a declared value over the maximum with the advice to change it', () => {
    const [problem] = lineProblems({ parcels: [], declared: aud('2500.00') }, TAIWAN_AIR);
    expect(problem && lineProblemText('en', problem)).toEqual({
      message: 'The line is temporarily unavailable',
      advice: "The declared value is over this line's maximum of AUD 2000.00. Please change the declared amount.",
    });
    expect(problem && lineProblemText('cn', problem)).toEqual({
      message: '该线路暂时不可用',
      advice: '申报价值超过该线路的上限 AUD 2000.00，请修改申报金额。',
    });
  });

  it('names the refused attributes in the customer language', () => {
    const [problem] = lineProblems(
      { parcels: [{ ...parcel(1, 1, 1, 1), attributes: ['battery', 'powder'] }] },
      TAIWAN_AIR,
    );
    expect(problem && lineProblemText('en', problem).message).toBe(
      'The submitted parcels contain items or attributes this line cannot carry (battery, powder). Please contact us.',
    );
    expect(problem && lineProblemText('tw', problem).message).toBe(
      '所提交的包裹含有該線路無法承運的物品或屬性（帶電池、粉末），請聯絡我們。',
    );
  });

  it('writes the weight limit in kilograms', () => {
    const [problem] = lineProblems({ parcels: [parcel(21_500, 1, 1, 1)] }, TAIWAN_AIR);
    expect(problem && lineProblemText('en', problem)).toEqual({
      message: "A parcel weighs 21.5 kg, over this line's limit of 20 kg per parcel. Please choose another line.",
    });
  });

  it('gives the no-line answer with its advice', () => {
    expect(lineProblemText('en', { key: 'line.noService', adviceKey: 'line.noSuitableRoute', attributes: [] })).toEqual(
      {
        message: 'There is no service available',
        advice: 'There is no suitable route to choose, please contact customer service',
      },
    );
    expect(
      lineProblemText('en', {
        key: 'line.attributesWithoutLine',
        adviceKey: 'line.noSuitableRoute',
        attributes: ['liquid'],
      }).message,
    ).toBe('The selected parcels contain attributes without a logistics line (liquid). Please contact us.');
  });

  it('has a name for every parcel attribute in every language', () => {
    for (const attribute of PARCEL_ATTRIBUTES) {
      expect(messages.en[`parcelAttribute.${attribute}`]).toBeTruthy();
      expect(messages.cn[`parcelAttribute.${attribute}`]).toBeTruthy();
      expect(messages.tw[`parcelAttribute.${attribute}`]).toBeTruthy();
    }
  });
});
