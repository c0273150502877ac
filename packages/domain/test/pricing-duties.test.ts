import { describe, expect, it } from 'vitest';
import {
  COUNTRY_ID,
  destinationDuties,
  dutyNoteParams,
  formatMajor,
  landedTotal,
  parseMajor,
  type RatesPerAud,
  translate,
} from '../src/index.js';

const aud = (amount: string) => parseMajor(amount, 'AUD');
const sgd = (amount: string) => parseMajor(amount, 'SGD');
/** 1 AUD = 0.9 SGD: figures easy to check by hand. */
const rates: RatesPerAud = { SGD: '0.9000' };

describe('destinationDuties: Singapore (SPEC §9)', () => {
  it('charges 9% GST on goods + freight + insurance above S$400, and 2.5% customs fee on the declared value', () => {
    const duties = destinationDuties(
      { countryId: COUNTRY_ID.singapore, declared: sgd('500.00'), freight: sgd('40.00'), date: '2026-11-25' },
      'SGD',
    );
    expect(duties.items.map((item) => [item.code, formatMajor(item.amount), item.collectedBy])).toEqual([
      ['sgGst', '48.60', 'us'],
      ['sgCustomsFee', '12.50', 'us'],
    ]);
    expect(formatMajor(duties.collectedByUs)).toBe('61.10');
    expect(formatMajor(duties.atClearance)).toBe('0.00');
    expect(duties.notes.map((note) => note.key)).toEqual(['duties.sgCharged']);
  });

  it('relieves a shipment whose goods, freight and insurance are S$400 or less', () => {
    const duties = destinationDuties(
      { countryId: COUNTRY_ID.singapore, declared: sgd('350.00'), freight: sgd('50.00'), date: '2026-11-25' },
      'SGD',
    );
    expect(duties.items).toEqual([]);
    expect(duties.notes.map((note) => note.key)).toEqual(['duties.sgRelief']);
  });

  it('converts into the quote currency with the day’s rates', () => {
    // S$450 of goods + AU$50 freight (S$45): CIF S$495, GST S$44.55 = AU$49.50, fee S$11.25 = AU$12.50.
    const duties = destinationDuties(
      { countryId: COUNTRY_ID.singapore, declared: sgd('450.00'), freight: aud('50.00'), date: '2026-11-25' },
      'AUD',
      rates,
    );
    expect(duties.items.map((item) => formatMajor(item.amount))).toEqual(['49.50', '12.50']);
    expect(duties.currency).toBe('AUD');
  });

  it('says the declared value is needed before any amount', () => {
    const duties = destinationDuties(
      { countryId: COUNTRY_ID.singapore, freight: sgd('40'), date: '2026-11-25' },
      'SGD',
    );
    expect(duties.items).toEqual([]);
    expect(duties.notes.map((note) => note.key)).toEqual(['duties.needDeclaredValue']);
  });
});

describe('destinationDuties: Australia', () => {
  it('up to AU$1000 nothing is due on import: the shop charged the GST', () => {
    const duties = destinationDuties(
      { countryId: COUNTRY_ID.australia, declared: aud('300'), freight: aud('30'), date: '2026-11-25' },
      'AUD',
    );
    expect(duties.items).toEqual([]);
    expect(duties.notes.map((note) => note.key)).toEqual(['duties.auLowValue']);
  });

  it('near AU$1000 asks for the authorisation document', () => {
    const duties = destinationDuties(
      { countryId: COUNTRY_ID.australia, declared: aud('950'), freight: aud('30'), date: '2026-11-25' },
      'AUD',
    );
    expect(duties.notes.map((note) => note.key)).toEqual(['duties.auLowValue', 'duties.auNear']);
  });

  it('above AU$1000: GST on value + freight + insurance, the agent and the document, paid at clearance', () => {
    const duties = destinationDuties(
      {
        countryId: COUNTRY_ID.australia,
        declared: aud('1200'),
        freight: aud('60'),
        insurance: aud('40'),
        date: '2026-11-25',
      },
      'AUD',
    );
    expect(duties.items.map((item) => [item.code, formatMajor(item.amount), item.collectedBy])).toEqual([
      ['auGst', '130.00', 'customs'],
      ['auClearingAgent', '121.00', 'customs'],
      ['auCustomsDocument', '181.50', 'customs'],
    ]);
    expect(formatMajor(duties.atClearance)).toBe('432.50');
    expect(formatMajor(landedTotal(aud('100'), duties))).toBe('532.50');
    expect(duties.notes.map((note) => note.key)).toEqual(['duties.auOver']);
  });
});

describe('destinationDuties: elsewhere', () => {
  it.each([COUNTRY_ID.taiwan, COUNTRY_ID.japan, COUNTRY_ID.newZealand, COUNTRY_ID.canada])(
    'country %i: duties may apply, no amount invented',
    (countryId) => {
      const duties = destinationDuties(
        { countryId, declared: aud('5000'), freight: aud('30'), date: '2026-11-25' },
        'AUD',
      );
      expect(duties.items).toEqual([]);
      expect(duties.notes.map((note) => note.key)).toEqual(['duties.mayApply']);
    },
  );

  it('writes each note in every language with its figures', () => {
    const [note] = destinationDuties(
      { countryId: COUNTRY_ID.singapore, declared: sgd('500'), freight: sgd('40'), date: '2026-11-25' },
      'SGD',
    ).notes;
    if (!note) throw new Error('no note');
    expect(translate('en', note.key, dutyNoteParams(note))).toContain('SGD 400.00');
    expect(translate('cn', note.key, dutyNoteParams(note))).toContain('9% 消费税');
    expect(translate('tw', note.key, dutyNoteParams(note))).toContain('2.5% 清關費');
  });
});
