import { describe, expect, it } from 'vitest';
import {
  COUNTRY_ID,
  countryIdForDiallingCode,
  internationalPhone,
  isValidMobile,
  type MessageKey,
  mobileProblem,
  normalisePhone,
  phoneInputProblem,
} from '../src/index.js';

describe('country ids used by the phone rules', () => {
  it.each<[keyof typeof COUNTRY_ID, number]>([
    ['australia', 13],
    ['china', 44],
    ['hongKong', 98],
    ['malaysia', 132],
    ['singapore', 196],
    ['taiwan', 214],
    ['unitedStates', 231],
  ])('%s is %i', (country, id) => {
    expect(COUNTRY_ID[country]).toBe(id);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['412345678', '412345678'],
    ['0412345678', '412345678'],
    ['0412 345 678', '412345678'],
    ['0412-345-678', '412345678'],
    ['(04) 1234 5678', '412345678'],
    [' 0912\t345\n678 ', '912345678'],
    ['00412345678', '0412345678'],
    ['138-1234-5678', '13812345678'],
    ['', ''],
    ['0', ''],
  ])('%j → %j', (raw, normalised) => {
    expect(normalisePhone(raw)).toBe(normalised);
  });

  it('keeps characters that are not separators, so the pattern can refuse them', () => {
    expect(normalisePhone('+61 412.345.678')).toBe('+61412.345.678');
    expect(normalisePhone('04l2345678')).toBe('4l2345678');
  });
});

type Row = [country: string, countryId: number, raw: string];

const VALID: Row[] = [
  ['Taiwan', 214, '912345678'],
  ['Taiwan', 214, '0912345678'],
  ['Taiwan', 214, '0912-345-678'],
  ['China', 44, '13812345678'],
  ['China', 44, '15012345678'],
  ['China', 44, '17712345678'],
  ['China', 44, '18612345678'],
  ['China', 44, '19912345678'],
  ['China', 44, '14712345678'],
  ['China', 44, '138 1234 5678'],
  ['Australia', 13, '412345678'],
  ['Australia', 13, '0412345678'],
  ['Australia', 13, '0412 345 678'],
  ['Hong Kong', 98, '51234567'],
  ['Hong Kong', 98, '61234567'],
  ['Hong Kong', 98, '91234567'],
  ['Hong Kong', 98, '5123 4567'],
  ['Malaysia', 132, '0123456789'],
  ['Malaysia', 132, '01123456789'],
  ['Malaysia', 132, '012-345 6789'],
  ['Malaysia', 132, '123456789'],
  ['Singapore', 196, '81234567'],
  ['Singapore', 196, '91234567'],
  ['Singapore', 196, '9123 4567'],
  ['United States', 231, '2025550123'],
  ['United States', 231, '(202) 555-0123'],
  ['United States', 231, '1234'],
  ['United States', 231, '123456789012345'],
  ['Japan', 109, '09012345678'],
];

const INVALID: Row[] = [
  ['Taiwan', 214, '812345678'],
  ['Taiwan', 214, '91234567'],
  ['Taiwan', 214, '9123456789'],
  ['Taiwan', 214, '00912345678'],
  ['China', 44, '12812345678'],
  ['China', 44, '16812345678'],
  ['China', 44, '10812345678'],
  ['China', 44, '1381234567'],
  ['China', 44, '138123456789'],
  ['China', 44, '23812345678'],
  ['Hong Kong', 98, '41234567'],
  ['Hong Kong', 98, '71234567'],
  ['Hong Kong', 98, '5123456'],
  ['Hong Kong', 98, '512345678'],
  ['Malaysia', 132, '0223456789'],
  ['Malaysia', 132, '012345678'],
  ['Malaysia', 132, '011234567890'],
  ['Singapore', 196, '61234567'],
  ['Singapore', 196, '71234567'],
  ['Singapore', 196, '8123456'],
  ['Singapore', 196, '812345678'],
  ['United States', 231, '123'],
  ['United States', 231, '1234567890123456'],
  ['United States', 231, '+12025550123'],
  ['United States', 231, 'abcdefg'],
  ['United States', 231, ''],
];

const INVALID_AUSTRALIAN: string[] = ['312345678', '41234567', '4123456789', '0312345678', '512345678', 'abc', ''];

describe('mobileProblem and isValidMobile: valid numbers', () => {
  it.each(VALID)('%s (%i) accepts %j', (_country, countryId, raw) => {
    expect(mobileProblem(countryId, raw)).toBeNull();
    expect(isValidMobile(countryId, normalisePhone(raw))).toBe(true);
  });
});

describe('mobileProblem and isValidMobile: invalid numbers', () => {
  it.each(INVALID)('%s (%i) refuses %j with phone.incorrect', (_country, countryId, raw) => {
    expect(mobileProblem(countryId, raw)).toBe<MessageKey>('phone.incorrect');
    expect(isValidMobile(countryId, normalisePhone(raw))).toBe(false);
  });

  it.each(INVALID_AUSTRALIAN)('Australia (13) refuses %j with phone.auMobile', (raw) => {
    expect(mobileProblem(COUNTRY_ID.australia, raw)).toBe<MessageKey>('phone.auMobile');
    expect(isValidMobile(COUNTRY_ID.australia, normalisePhone(raw))).toBe(false);
  });
});

describe('mobileProblem without a country', () => {
  it.each(['412345678', '', 'garbage'])('asks for the country when it is undefined (%j)', (raw) => {
    expect(mobileProblem(undefined, raw)).toBe<MessageKey>('phone.countryRequired');
  });
});

describe('isValidMobile takes the number as already normalised', () => {
  it.each<[number, string]>([
    [13, '0412345678'],
    [13, '0412 345 678'],
    [214, '0912345678'],
    [132, '0123456789'],
  ])('country %i does not strip %j itself', (countryId, raw) => {
    expect(isValidMobile(countryId, raw)).toBe(false);
    expect(isValidMobile(countryId, normalisePhone(raw))).toBe(true);
  });
});

describe('Malaysian mobile lengths', () => {
  it.each([
    ['0123456789', true],
    ['01123456789', true],
    ['01234567890', false],
    ['0112345678', false],
  ])('%s is valid: %s', (raw, valid) => {
    expect(isValidMobile(132, normalisePhone(raw))).toBe(valid);
  });
});

/** Countries sharing codes, as the reference data lists them (Christmas Island shares +61, Canada +1). */
const DIALLING: { id: number; phone_code: string | null }[] = [
  { id: 45, phone_code: '61' },
  { id: 13, phone_code: '61' },
  { id: 231, phone_code: '1' },
  { id: 38, phone_code: '1' },
  { id: 214, phone_code: '886' },
  { id: 999, phone_code: null },
];

describe('countryIdForDiallingCode', () => {
  it.each<[string, number | undefined]>([
    ['61', 13],
    ['+61', 13],
    [' 886 ', 214],
    ['1', 38],
    ['44', undefined],
    ['', undefined],
  ])('%j is the country %s', (code, countryId) => {
    expect(countryIdForDiallingCode(DIALLING, code)).toBe(countryId);
  });
});

describe('phoneInputProblem', () => {
  it('applies the mobile rule of the lowest id sharing the code', () => {
    expect(phoneInputProblem(DIALLING, { phone_code: '61', phone: '0412 345 678' })).toBeNull();
    expect(phoneInputProblem(DIALLING, { phone_code: '61', phone: '312345678' })).toEqual({
      field: 'phone',
      problem: 'phone.auMobile',
    });
    expect(phoneInputProblem(DIALLING, { phone_code: '886', phone: '412345678' })).toEqual({
      field: 'phone',
      problem: 'phone.incorrect',
    });
  });

  it('puts an unknown dialling code on the code field', () => {
    expect(phoneInputProblem(DIALLING, { phone_code: '44', phone: '412345678' })).toEqual({
      field: 'phone_code',
      problem: 'phone.countryRequired',
    });
  });
});

describe('internationalPhone', () => {
  it('joins the dialling code and the number behind a +', () => {
    expect(internationalPhone('61', '412345678')).toBe('+61412345678');
    expect(internationalPhone('+886', '912345678')).toBe('+886912345678');
  });
});
