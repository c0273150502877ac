import { describe, expect, it } from 'vitest';
import {
  countryName,
  formatAmount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatSignedMoney,
  formatTimestamp,
  formatWeekday,
} from '../src/lib/format';

// Midday UTC: the same calendar day in every zone a test machine is likely to run in.
const MIDDAY = '2024-05-03T12:00:00Z';

describe('lib/format: money the reader’s way', () => {
  it('groups the figure and keeps the currency’s decimals, with the code in front', () => {
    expect(formatAmount('1234.5', 'AUD', 'en')).toBe('AUD 1,234.50');
    expect(formatAmount('1234.50', 'TWD', 'tw')).toBe('TWD 1,234.50');
    expect(formatAmount('1234', 'JPY', 'cn')).toBe('JPY 1,234');
    expect(formatAmount('not a number', 'AUD', 'en')).toBe('AUD not a number');
  });
});

describe('lib/format: dates in the app language, not the browser one', () => {
  it('writes a day day-first in English and year-first in Chinese', () => {
    expect(formatDate(MIDDAY, 'en')).toBe('03/05/2024');
    expect(formatDate(MIDDAY, 'cn')).toBe('2024/5/3');
    expect(formatDate(MIDDAY, 'tw')).toBe('2024/5/3');
    expect(formatDate(null, 'en')).toBe('');
  });

  it('keeps a calendar date on its day whatever the reader’s zone, and a cut-off on its warehouse’s clock', () => {
    expect(formatDate('2024-05-03', 'en')).toBe('03/05/2024');
    expect(formatDate('2024-05-03', 'tw')).toBe('2024/5/3');
    // Wednesday 17:00 in Sydney is 07:00 UTC.
    expect(formatDateTime('2024-05-01T07:00:00Z', 'en', 'Australia/Sydney')).toContain('5:00 pm');
  });

  it('names the month in a payment time and writes a timeline time in figures', () => {
    expect(formatDateTime(MIDDAY, 'en')).toContain('May 2024');
    expect(formatDateTime(MIDDAY, 'cn')).toContain('2024年5月3日');
    expect(formatTimestamp(MIDDAY, 'en')).toContain('03/05/2024');
    expect(formatTimestamp(MIDDAY, 'cn')).toContain('2024/5/3');
  });

  it('names the weekday of a calendar date in the reader’s script', () => {
    expect(formatWeekday('2024-05-01', 'en')).toBe('Wednesday');
    expect(formatWeekday('2024-05-01', 'cn')).toBe('星期三');
    expect(formatWeekday('2024-05-01', 'tw')).toBe('星期三');
  });
});

describe('lib/format: money', () => {
  it('puts the currency code before the amount as the server gave it', () => {
    expect(formatMoney('12.50', 'AUD')).toBe('AUD 12.50');
  });

  it('shows the sign of a ledger movement in front of the currency', () => {
    expect(formatSignedMoney('25.00', 'AUD')).toBe('+AUD 25.00');
    expect(formatSignedMoney('-10.00', 'NZD')).toBe('-NZD 10.00');
  });
});

describe('lib/format: country names', () => {
  it('names a country in the reader’s script, English names as plain English writes them', () => {
    expect(countryName('BA', 'Bosnia and Herzegovina', 'en')).toBe('Bosnia & Herzegovina');
    expect(countryName('AU', 'Australia', 'cn')).toBe('澳大利亚');
    expect(countryName('AU', 'Australia', 'tw')).toBe('澳洲');
  });

  it('falls back to the server’s name for a code the browser cannot read', () => {
    expect(countryName('not-a-code', 'Somewhere', 'en')).toBe('Somewhere');
  });
});
