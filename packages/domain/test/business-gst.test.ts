import { describe, expect, it } from 'vitest';
import {
  COUNTRY_ID,
  dutyNoteParams,
  formatMajor,
  isValidAbn,
  isValidNzGstNumber,
  landedCost,
  parseMajor,
  registeredBusinessNumber,
  translate,
} from '../src/index.js';

/**
 * GST-registered business receivers in Australia and New Zealand: the numbers' own checks (cases from the registers'
 * published examples and their one-digit changes), then the rule with and without a number.
 */
describe('ABN: 11 digits, 1 off the first, weights 10,1,3,…,19, the sum divisible by 89', () => {
  it.each([
    ['51 824 753 556', true], // the ATO's own example
    ['51824753556', true],
    ['53 004 085 616', true],
    ['51 824 753 557', false], // one digit changed
    ['15 824 753 556', false], // two digits swapped
    ['5182475355', false], // ten digits
    ['518247535561', false], // twelve digits
    ['51 824 753 55A', false],
  ])('%s → %s', (abn, valid) => expect(isValidAbn(abn)).toBe(valid));
});

describe('NZ GST number (IRD number): 8 or 9 digits, modulus 11 with a second set of weights', () => {
  it.each([
    ['49091850', true], // Inland Revenue's examples
    ['49-091-850', true],
    ['35901981', true],
    ['49098576', true], // checked with the secondary weights
    ['136410132', true],
    ['136-410-132', true],
    ['136410133', false], // the check digit off by one
    ['49091851', false],
    ['9125568', false], // seven digits (and below 10,000,000)
    ['10000000', false], // at the bottom of the range
    ['150000000', false], // at the top of the range
    ['1364101321', false], // ten digits
    ['4909185O', false],
  ])('%s → %s', (number, valid) => expect(isValidNzGstNumber(number)).toBe(valid));

  it('counts a number only at its own destination', () => {
    expect(registeredBusinessNumber(COUNTRY_ID.australia, '51 824 753 556')).toBe('51824753556');
    expect(registeredBusinessNumber(COUNTRY_ID.newZealand, '49-091-850')).toBe('49091850');
    expect(registeredBusinessNumber(COUNTRY_ID.newZealand, '51 824 753 556')).toBeNull();
    expect(registeredBusinessNumber(COUNTRY_ID.australia, '49091850')).toBeNull();
    expect(registeredBusinessNumber(COUNTRY_ID.singapore, '51 824 753 556')).toBeNull();
    expect(registeredBusinessNumber(COUNTRY_ID.australia, '')).toBeNull();
  });
});

const estimate = (
  country: 'australia' | 'newZealand',
  goods: string,
  businessTaxNumber?: string,
  shop = false,
  businessGstRegistered = true,
) => {
  const currency = country === 'australia' ? 'AUD' : 'NZD';
  const m = (value: string) => parseMajor(value, currency);
  return landedCost(
    {
      countryId: COUNTRY_ID[country],
      declared: m(goods),
      freight: m('30.00'),
      extras: m('20.00'),
      date: '2026-11-28',
      shopChargedTax: shop,
      businessTaxNumber,
      businessGstRegistered,
    },
    currency,
  );
};
const items = (landed: ReturnType<typeof estimate>) =>
  landed.items.map((item) => [item.code, formatMajor(item.amount), item.collectedBy]);

describe('the re-deliverer’s GST with and without a GST-registered business receiver', () => {
  it('Australia: a consumer pays us 10 % GST; a business with a valid ABN pays us none, and the note says why', () => {
    expect(items(estimate('australia', '300.00'))).toEqual([['auGst', '35.00', 'us']]);
    const business = estimate('australia', '300.00', '51 824 753 556');
    expect(items(business)).toEqual([]);
    expect(business.collectedByUs.minor).toBe(0);
    expect(business.atClearance.minor).toBe(0);
    expect(business.shopTaxWaivable).toBe(false);
    const [note] = business.notes;
    expect(note?.key).toBe('customs.note.auBusiness');
    expect(note && translate('en', note.key, dutyNoteParams(note))).toBe(
      'Australia: the receiver is a GST-registered business (ABN 51824753556), so this is a business import: we collect no GST on it; the importer accounts for the 10% GST itself (business to business).',
    );
  });

  it('Australia: an ABN that fails its check changes nothing; above A$1,000 the border’s GST stays', () => {
    expect(items(estimate('australia', '300.00', '51 824 753 557'))).toEqual([['auGst', '35.00', 'us']]);
    expect(estimate('australia', '300.00', '51 824 753 557').notes[0]?.key).toBe('customs.note.auLowValue');
    const above = estimate('australia', '1000.01', '51 824 753 556');
    expect(items(above)[0]).toEqual(['auImportGst', '103.00', 'customs']);
    expect(above.notes[0]?.key).toBe('customs.note.auOver');
  });

  it('New Zealand: a consumer pays us 15 % GST; a business with a valid GST number pays us none', () => {
    expect(items(estimate('newZealand', '500.00'))).toEqual([['nzGst', '82.50', 'us']]);
    const business = estimate('newZealand', '500.00', '136-410-132');
    expect(items(business)).toEqual([]);
    expect(business.notes[0]?.key).toBe('customs.note.nzBusiness');
    expect(business.notes[0]?.params.number).toBe('136410132');
    expect(items(estimate('newZealand', '500.00', '136410133'))).toEqual([['nzGst', '82.50', 'us']]);
  });

  it('an ABN or GST number alone is not a registration: without the customer saying so, we collect the GST', () => {
    const unregistered = estimate('australia', '300.00', '51 824 753 556', false, false);
    expect(items(unregistered)).toEqual([['auGst', '35.00', 'us']]);
    expect(unregistered.notes[0]?.key).toBe('customs.note.auLowValue');
    expect(items(estimate('newZealand', '500.00', '136-410-132', false, false))).toEqual([['nzGst', '82.50', 'us']]);
  });

  it('a business receiver’s note wins over the shop’s receipt (nothing was ours to collect either way)', () => {
    const both = estimate('newZealand', '500.00', '49091850', true);
    expect(items(both)).toEqual([]);
    expect(both.notes[0]?.key).toBe('customs.note.nzBusiness');
    expect(estimate('newZealand', '500.00', undefined, true).notes[0]?.key).toBe('customs.note.nzShopCharged');
  });

  it('has the business notes in the three languages', () => {
    for (const language of ['en', 'cn', 'tw'] as const)
      for (const key of ['customs.note.auBusiness', 'customs.note.nzBusiness'] as const)
        expect(translate(language, key, { number: '49091850', percent: '15' })).toContain('49091850');
  });
});
