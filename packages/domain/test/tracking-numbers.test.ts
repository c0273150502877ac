import { describe, expect, it } from 'vitest';
import { readTrackingNumber } from '../src/index.js';

/**
 * Published example numbers: UPS's sample (1Z999AA1…) and the carriers' examples collected in the tracking-number
 * data set the open-source format libraries share (UPS, FedEx, DHL Express, USPS, UPU S10); each valid number with
 * one digit changed must fail. SF Express prints no check digit; the Yamato and Japan Post domestic numbers are built
 * with their published rule (the first 11 digits modulo 7), no public example being printed in full.
 */
describe('readTrackingNumber', () => {
  it.each([
    ['1Z999AA10123456784', 'ups'],
    ['1Z5R89390357567127', 'ups'],
    ['1ZXX3150YW44070023', 'ups'],
    ['986578788855', 'fedex'],
    ['477179081230', 'fedex'],
    ['041441760228964', 'fedex'],
    ['9611020987654312345672', 'fedex'],
    ['3318810025', 'dhl'],
    ['8487135506', 'dhl'],
    ['73891051146', 'dhl'],
    ['03071790000523483741', 'usps'],
    ['9400111201080805483016', 'usps'],
    ['9505511069605048600624', 'usps'],
    ['420221539101026837331000039521', 'usps'],
    ['RB123456785GB', 'upu_post'],
    ['RR123456785CN', 'upu_post'],
    ['RB123456785US', 'usps'],
    ['EE123456785AU', 'australia_post'],
    ['CP123456785JP', 'japan_post'],
    ['402612345671', 'yamato'],
  ])('%s is a %s number whose check digit holds, and fails with its last digit changed', (number, carrier) => {
    expect(readTrackingNumber(number)).toMatchObject({ number, carrier, checkDigit: 'valid' });
    const last = number.length - (/[A-Z]{2}$/.test(number) ? 3 : 1);
    const changed = `${number.slice(0, last)}${(Number(number[last]) + 1) % 10}${number.slice(last + 1)}`;
    const reading = readTrackingNumber(changed);
    // No longer this carrier's valid number (a 12-digit one may then hold as another's: 986578788856 is Yamato's form).
    expect(reading.checkDigit === 'invalid' || reading.carrier !== carrier).toBe(true);
    if (reading.checkDigit === 'invalid') expect(reading.carriers).toContain(carrier);
  });

  it('reads the carriers’ published invalid examples as failing', () => {
    for (const number of [
      '1Z5R89390357567128',
      '568283610012732',
      '3318810010',
      '03071790000523483742',
      'RB123456786US',
    ])
      expect(readTrackingNumber(number).checkDigit).toBe('invalid');
  });

  it('turns the S10 remainders 0 and 1 into 5 and 0', () => {
    expect(readTrackingNumber('RR000000005CN').checkDigit).toBe('valid');
    expect(readTrackingNumber('RR000000062CN').checkDigit).toBe('valid');
    expect(readTrackingNumber('RR000000080CN').checkDigit).toBe('valid');
    expect(readTrackingNumber('CP000000010JP').checkDigit).toBe('invalid');
  });

  it('guesses SF Express from its form, which has no check digit', () => {
    expect(readTrackingNumber('SF1234567890123')).toMatchObject({ carrier: 'sf_express', checkDigit: 'none' });
    expect(readTrackingNumber('sf 123456789012')).toMatchObject({ number: 'SF123456789012', carrier: 'sf_express' });
  });

  it('lists every carrier a shared form may be from, those whose check digit holds first', () => {
    // 11 digits: DHL Express and Japan Post both check the first ten modulo 7.
    expect(readTrackingNumber('73891051146').carriers).toEqual(['dhl', 'japan_post']);
    // 12 digits failing FedEx's rule but holding modulo 7: Yamato, then Japan Post.
    expect(readTrackingNumber('402612345671').carriers).toEqual(['yamato', 'japan_post']);
  });

  it('reads a pasted number with spaces, dashes and small letters', () => {
    expect(readTrackingNumber(' 1z 999 aa1 0123 4567 84 ')).toMatchObject({
      number: '1Z999AA10123456784',
      checkDigit: 'valid',
    });
    expect(readTrackingNumber('4026-1234-5671')).toMatchObject({ carrier: 'yamato', checkDigit: 'valid' });
  });

  it('knows no carrier for a number of no known form', () => {
    expect(readTrackingNumber('ABCDEFGH1234')).toEqual({
      number: 'ABCDEFGH1234',
      carrier: null,
      carriers: [],
      checkDigit: 'none',
    });
  });
});
