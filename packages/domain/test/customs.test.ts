import { describe, expect, it } from 'vitest';
import {
  COUNTRY_ID,
  CUSTOMS_COUNTRIES,
  CUSTOMS_RULES,
  type CurrencyCode,
  customsRuleFor,
  dutiesRecord,
  dutyNoteParams,
  formatMajor,
  goodsAttributes,
  goodsNotes,
  halfYearAllowance,
  halfYearOf,
  landedCost,
  landedTotal,
  overdueCustomsRules,
  parseMajor,
  type RatesPerAud,
  translate,
} from '../src/index.js';

/**
 * The fixture table, written from the sources' figures (not from the code): one row per case, values in the
 * destination's currency, the expected taxes worked by hand. Columns: goods, freight, insurance, our extras.
 */
interface Case {
  name: string;
  country: keyof typeof COUNTRY_ID;
  currency: CurrencyCode;
  goods: string;
  freight: string;
  insurance?: string;
  extras?: string;
  shopCharged?: boolean;
  imports?: number;
  /** [code, amount, who] */
  items: [string, string, 'us' | 'customs'][];
  note: string;
}

// biome-ignore format: a fixture table reads best one case a line
const CASES: Case[] = [
  // ATO: GST 10% on low-value goods (≤ A$1,000), the re-deliverer collects on the price incl. delivery and services.
  { name: 'AU below', country: 'australia', currency: 'AUD', goods: '300.00', freight: '30.00', extras: '20.00', items: [['auGst', '35.00', 'us']], note: 'customs.note.auLowValue' },
  { name: 'AU at A$1,000', country: 'australia', currency: 'AUD', goods: '1000.00', freight: '50.00', items: [['auGst', '105.00', 'us']], note: 'customs.note.auLowValue' },
  { name: 'AU above', country: 'australia', currency: 'AUD', goods: '1000.01', freight: '50.00', items: [['auImportGst', '105.00', 'customs'], ['auClearingAgent', '121.00', 'customs'], ['auCustomsDocument', '181.50', 'customs']], note: 'customs.note.auOver' },
  { name: 'AU shop charged GST', country: 'australia', currency: 'AUD', goods: '300.00', freight: '30.00', shopCharged: true, items: [], note: 'customs.note.auShopCharged' },
  // IRD: GST 15% on low-value goods (≤ NZ$1,000) collected by the redeliverer; above, at the border.
  { name: 'NZ below', country: 'newZealand', currency: 'NZD', goods: '500.00', freight: '40.00', extras: '10.00', items: [['nzGst', '82.50', 'us']], note: 'customs.note.nzLowValue' },
  { name: 'NZ at NZ$1,000', country: 'newZealand', currency: 'NZD', goods: '1000.00', freight: '0.00', items: [['nzGst', '150.00', 'us']], note: 'customs.note.nzLowValue' },
  { name: 'NZ above', country: 'newZealand', currency: 'NZD', goods: '1200.00', freight: '100.00', items: [['nzImportGst', '195.00', 'customs']], note: 'customs.note.nzOver' },
  { name: 'NZ shop charged GST', country: 'newZealand', currency: 'NZD', goods: '500.00', freight: '40.00', shopCharged: true, items: [], note: 'customs.note.nzShopCharged' },
  // IRAS / Singapore Customs: relief up to S$400 CIF; above, 9% GST on CIF and the 2.5% fee on the goods.
  { name: 'SG below', country: 'singapore', currency: 'SGD', goods: '300.00', freight: '50.00', items: [], note: 'customs.note.sgRelief' },
  { name: 'SG at S$400', country: 'singapore', currency: 'SGD', goods: '350.00', freight: '50.00', items: [], note: 'customs.note.sgRelief' },
  { name: 'SG above', country: 'singapore', currency: 'SGD', goods: '500.00', freight: '40.00', items: [['sgGst', '48.60', 'us'], ['sgCustomsFee', '12.50', 'us']], note: 'customs.note.sgCharged' },
  // Royal Malaysian Customs: LVG sales tax 10% up to RM500; above, sales tax 10% on CIF at the door.
  { name: 'MY below', country: 'malaysia', currency: 'MYR', goods: '200.00', freight: '30.00', items: [['myLvgTax', '20.00', 'customs']], note: 'customs.note.myLowValue' },
  { name: 'MY at RM500', country: 'malaysia', currency: 'MYR', goods: '500.00', freight: '30.00', items: [['myLvgTax', '50.00', 'customs']], note: 'customs.note.myLowValue' },
  { name: 'MY above', country: 'malaysia', currency: 'MYR', goods: '600.00', freight: '50.00', items: [['mySalesTax', '65.00', 'customs']], note: 'customs.note.myOver' },
  { name: 'MY shop charged', country: 'malaysia', currency: 'MYR', goods: '200.00', freight: '30.00', shopCharged: true, items: [], note: 'customs.note.myShopCharged' },
  // Taiwan customs: duty-free up to NT$2,000, six times a half-year; above, 5% business tax on CIF at the door.
  { name: 'TW below', country: 'taiwan', currency: 'TWD', goods: '1500.00', freight: '200.00', imports: 0, items: [], note: 'customs.note.twAllowance' },
  { name: 'TW at NT$2,000', country: 'taiwan', currency: 'TWD', goods: '1800.00', freight: '200.00', imports: 0, items: [], note: 'customs.note.twAllowance' },
  { name: 'TW above', country: 'taiwan', currency: 'TWD', goods: '1900.00', freight: '200.00', imports: 0, items: [['twBusinessTax', '105.00', 'customs']], note: 'customs.note.twTaxed' },
  { name: 'TW sixth import', country: 'taiwan', currency: 'TWD', goods: '1000.00', freight: '0.00', imports: 5, items: [], note: 'customs.note.twAllowance' },
  { name: 'TW seventh import', country: 'taiwan', currency: 'TWD', goods: '1000.00', freight: '0.00', imports: 6, items: [['twBusinessTax', '50.00', 'customs']], note: 'customs.note.twTaxed' },
  // Japan Customs: taxable value 60% of the shop price (+ freight, insurance); exempt up to ¥10,000; 10% at the door.
  { name: 'JP below', country: 'japan', currency: 'JPY', goods: '10000', freight: '500', items: [], note: 'customs.note.jpExempt' },
  { name: 'JP at ¥10,000', country: 'japan', currency: 'JPY', goods: '15000', freight: '1000', items: [], note: 'customs.note.jpExempt' },
  { name: 'JP above', country: 'japan', currency: 'JPY', goods: '20000', freight: '2000', items: [['jpConsumptionTax', '1400', 'customs']], note: 'customs.note.jpTaxed' },
  // CBSA: courier low-value shipments up to C$20 relieved; above, 5% GST on the value for duty at the door.
  { name: 'CA below', country: 'canada', currency: 'CAD', goods: '19.99', freight: '30.00', items: [], note: 'customs.note.caRelief' },
  { name: 'CA at C$20', country: 'canada', currency: 'CAD', goods: '20.00', freight: '30.00', items: [], note: 'customs.note.caRelief' },
  { name: 'CA above', country: 'canada', currency: 'CAD', goods: '100.00', freight: '30.00', items: [['caGst', '5.00', 'customs']], note: 'customs.note.caTaxed' },
  // HK Customs: a free port, nothing due on ordinary goods at any value.
  { name: 'HK small', country: 'hongKong', currency: 'HKD', goods: '10.00', freight: '30.00', items: [], note: 'customs.note.hkFreePort' },
  { name: 'HK large', country: 'hongKong', currency: 'HKD', goods: '50000.00', freight: '300.00', items: [], note: 'customs.note.hkFreePort' },
  // China GACC: personal articles ≤ RMB 1,000 a parcel; tax (13% here) waived when RMB 50 or less.
  { name: 'CN tax waived', country: 'china', currency: 'CNY', goods: '384.00', freight: '50.00', items: [], note: 'customs.note.cnPersonal' },
  { name: 'CN below limit taxed', country: 'china', currency: 'CNY', goods: '400.00', freight: '50.00', items: [['cnArticleTax', '52.00', 'customs']], note: 'customs.note.cnPersonal' },
  { name: 'CN at RMB 1,000', country: 'china', currency: 'CNY', goods: '1000.00', freight: '50.00', items: [['cnArticleTax', '130.00', 'customs']], note: 'customs.note.cnPersonal' },
  { name: 'CN above', country: 'china', currency: 'CNY', goods: '1200.00', freight: '50.00', items: [['cnArticleTax', '156.00', 'customs']], note: 'customs.note.cnOverLimit' },
];

describe('landedCost: the fixture table, per destination', () => {
  it.each(CASES)('$name', (row) => {
    const m = (value: string) => parseMajor(value, row.currency);
    const landed = landedCost(
      {
        countryId: COUNTRY_ID[row.country],
        declared: m(row.goods),
        freight: m(row.freight),
        insurance: m(row.insurance ?? '0'),
        extras: m(row.extras ?? '0'),
        date: '2026-11-28',
        shopChargedTax: row.shopCharged,
        importsThisHalfYear: row.imports,
      },
      row.currency,
    );
    expect(landed.items.map((item) => [item.code, formatMajor(item.amount), item.collectedBy])).toEqual(row.items);
    expect(landed.notes[0]?.key).toBe(row.note);
    const sum = (who: 'us' | 'customs') =>
      row.items.filter((item) => item[2] === who).reduce((total, item) => total + m(item[1]).minor, 0);
    expect(landed.collectedByUs.minor).toBe(sum('us'));
    expect(landed.atClearance.minor).toBe(sum('customs'));
    expect(landed.source?.authority).toBe(customsRuleFor(COUNTRY_ID[row.country])?.source.authority);
  });

  it('has at least three cases for every destination', () => {
    for (const country of CUSTOMS_COUNTRIES)
      expect(CASES.filter((row) => row.country === country).length, country).toBeGreaterThanOrEqual(2);
    for (const country of CUSTOMS_COUNTRIES.filter((each) => each !== 'hongKong'))
      expect(CASES.filter((row) => row.country === country).length, country).toBeGreaterThanOrEqual(3);
  });
});

describe('landedCost: what the estimate says', () => {
  it('names the source of what is paid at the door, and adds it to the landed total', () => {
    const aud = (value: string) => parseMajor(value, 'AUD');
    const landed = landedCost(
      {
        countryId: COUNTRY_ID.australia,
        declared: aud('1200'),
        freight: aud('60'),
        insurance: aud('40'),
        date: '2026-11-28',
      },
      'AUD',
    );
    expect(formatMajor(landed.atClearance)).toBe('432.50');
    expect(formatMajor(landedTotal(aud('100'), landed))).toBe('532.50');
    const estimated = landed.notes.find((note) => note.key === 'customs.estimatedBy');
    if (!estimated) throw new Error('no source note');
    const named = (language: 'en' | 'tw') =>
      translate(language, estimated.key, {
        ...dutyNoteParams(estimated),
        authority: landed.source?.authority[language] ?? '',
        name: landed.source?.name[language] ?? '',
      });
    expect(named('en')).toContain('ATO (Australian Taxation Office), read on 2026-11-28');
    expect(named('tw')).toContain('澳洲稅務局（澳大利亞聯邦稅務局）');
    expect(landed.notes.map((note) => note.key)).toContain('customs.dutyByTariff');
  });

  it('asks for the authorisation document near A$1,000', () => {
    const aud = (value: string) => parseMajor(value, 'AUD');
    const landed = landedCost(
      { countryId: COUNTRY_ID.australia, declared: aud('950'), freight: aud('30'), date: '2026-11-28' },
      'AUD',
    );
    expect(landed.notes.map((note) => note.key)).toEqual(['customs.note.auLowValue', 'customs.note.auNear']);
  });

  it('compares and taxes in the destination’s currency, answers in the quote’s', () => {
    // 1 AUD = 0.9 SGD. S$450 goods + AU$50 freight (S$45): CIF S$495, GST S$44.55 = AU$49.50, fee S$11.25 = AU$12.50.
    const rates: RatesPerAud = { SGD: '0.9000' };
    const landed = landedCost(
      {
        countryId: COUNTRY_ID.singapore,
        declared: parseMajor('450.00', 'SGD'),
        freight: parseMajor('50.00', 'AUD'),
        date: '2026-11-28',
      },
      'AUD',
      rates,
    );
    expect(landed.items.map((item) => formatMajor(item.amount))).toEqual(['49.50', '12.50']);
    expect(landed.currency).toBe('AUD');
  });

  it('says so instead of guessing when a currency has no rate', () => {
    const landed = landedCost(
      {
        countryId: COUNTRY_ID.japan,
        declared: parseMajor('100', 'AUD'),
        freight: parseMajor('10', 'AUD'),
        date: '2026-11-28',
      },
      'AUD',
      {},
    );
    expect(landed.items).toEqual([]);
    expect(landed.notes.map((note) => note.key)).toEqual(['customs.noRate']);
  });

  it('uses the Singapore GST rate in force on the day', () => {
    const sgd = (value: string) => parseMajor(value, 'SGD');
    const landed = landedCost(
      { countryId: COUNTRY_ID.singapore, declared: sgd('500'), freight: sgd('40'), date: '2023-06-01' },
      'SGD',
    );
    expect(formatMajor(landed.collectedByUs)).toBe('55.70'); // 8% of 540 = 43.20 + 12.50
  });

  it('says the declared value is needed before any amount, and where no rule exists says duties may apply', () => {
    const sgd = (value: string) => parseMajor(value, 'SGD');
    expect(
      landedCost({ countryId: COUNTRY_ID.singapore, freight: sgd('40'), date: '2026-11-28' }, 'SGD').notes.map(
        (note) => note.key,
      ),
    ).toEqual(['customs.needDeclaredValue']);
    const elsewhere = landedCost(
      { countryId: COUNTRY_ID.unitedStates, declared: sgd('5000'), freight: sgd('40'), date: '2026-11-28' },
      'SGD',
    );
    expect(elsewhere.items).toEqual([]);
    expect(elsewhere.notes.map((note) => note.key)).toEqual(['customs.noRule']);
  });

  it('keeps a record whose notes can be written in any language later', () => {
    const nzd = (value: string) => parseMajor(value, 'NZD');
    const record = dutiesRecord(
      landedCost(
        { countryId: COUNTRY_ID.newZealand, declared: nzd('500'), freight: nzd('40'), date: '2026-11-28' },
        'NZD',
      ),
    );
    expect(record).toMatchObject({ currency: 'NZD', collected_by_us: 8100, at_clearance: 0 });
    expect(record.notes[0]?.params).toMatchObject({ threshold: 'NZD 1000.00', percent: '15' });
    expect(translate('cn', 'customs.note.nzLowValue', record.notes[0]?.params)).toContain('15% 消费税');
  });
});

describe('Taiwan: six duty-free imports a half-year', () => {
  it('splits the year at 30 June / 1 July', () => {
    expect(halfYearOf('2026-06-30')).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(halfYearOf('2026-07-01')).toEqual({ from: '2026-07-01', to: '2026-12-31' });
  });

  it('says the allowance, not a count, where the receiver is not known (the calculator)', () => {
    const twd = (value: string) => parseMajor(value, 'TWD');
    const landed = landedCost(
      { countryId: COUNTRY_ID.taiwan, declared: twd('1000'), freight: twd('0'), date: '2026-11-28' },
      'TWD',
    );
    expect(landed.notes[0]?.key).toBe('customs.note.twAllowanceAny');
  });

  it('says which import this is', () => {
    const twd = (value: string) => parseMajor(value, 'TWD');
    const sixth = landedCost(
      {
        countryId: COUNTRY_ID.taiwan,
        declared: twd('1000'),
        freight: twd('0'),
        date: '2026-11-28',
        importsThisHalfYear: 5,
      },
      'TWD',
    );
    expect(dutyNoteParams(sixth.notes[0] ?? { key: 'customs.noRule', params: {} })).toMatchObject({
      count: '6',
      max: '6',
    });
    expect(halfYearAllowance(COUNTRY_ID.taiwan)).toEqual({ max: 6, upTo: '2000.00', currency: 'TWD' });
    expect(halfYearAllowance(COUNTRY_ID.japan)).toBeUndefined();
  });
});

describe('the rules’ data files', () => {
  it('name their official source, the day read and a later review day', () => {
    const authorities = CUSTOMS_RULES.map((rule) => rule.source.authority.en).sort();
    expect(authorities).toEqual(
      [
        'ATO',
        'CBSA',
        'China GACC',
        'HK Customs',
        'IRAS',
        'IRD',
        'Japan Customs',
        'Royal Malaysian Customs',
        'Taiwan customs',
      ].sort(),
    );
    for (const rule of CUSTOMS_RULES) expect(rule.review > rule.read, rule.country).toBe(true);
  });

  it('finds the rules past their review date', () => {
    expect(overdueCustomsRules('2026-11-28')).toEqual([]);
    expect(overdueCustomsRules('2030-01-01').length).toBe(CUSTOMS_RULES.length);
  });

  it('has every note in the three languages', () => {
    for (const language of ['en', 'cn', 'tw'] as const)
      expect(
        translate(language, 'customs.note.twAllowance', { count: '2', max: '6', threshold: 'TWD 2000.00' }),
      ).toMatch(/6/);
  });
});

describe('goodsAttributes / goodsNotes: what a product’s words point to', () => {
  it.each([
    ['Anker power bank 10000mAh', ['battery']],
    ['行動電源', ['battery']],
    ['Chanel perfume', ['liquid', 'cosmetics']],
    ['婴儿奶粉', ['powder', 'food']],
    ['cotton T-shirt', []],
  ])('%s', (query, attributes) => {
    expect(goodsAttributes(query)).toEqual(attributes);
  });

  it('adds the battery label everywhere and the destination’s own documents', () => {
    expect(goodsNotes(COUNTRY_ID.taiwan, ['battery', 'cosmetics'])).toEqual(['battery', 'twCosmetics']);
    expect(goodsNotes(COUNTRY_ID.australia, ['food'])).toEqual(['auFood']);
    expect(goodsNotes(COUNTRY_ID.hongKong, ['food'])).toEqual([]);
  });
});
