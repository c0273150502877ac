import { describe, expect, it } from 'vitest';
import { ageOf, isoOf, localInputOf, oldest } from '../src/lib/format';
import { pageOf } from '../src/lib/hash-route';
import type { Translate } from '../src/lib/i18n';

// The project runs in Sydney's time zone (vitest.config.ts), so a `datetime-local` text and the moment it names differ.
const named: Translate = (key, values) => `${key}:${values?.n}`;
const MINUTE = 60_000;
const now = Date.parse('2026-11-27T10:00:00Z');
const ago = (minutes: number) => new Date(now - minutes * MINUTE).toISOString();

describe('how long a queue item has waited (ageOf)', () => {
  it('counts minutes under an hour, hours under two days, then days, each rounded down', () => {
    expect(
      [0, 59, 60, 119, 47 * 60 + 59, 48 * 60, 5 * 24 * 60 + 600].map((minutes) => ageOf(ago(minutes), named, now)),
    ).toEqual([
      'age.minutes:0',
      'age.minutes:59',
      'age.hours:1',
      'age.hours:1',
      'age.hours:47',
      'age.days:2',
      'age.days:5',
    ]);
  });

  it('says no time at all for a moment after now (a clock a little ahead)', () => {
    expect(ageOf(ago(-5), named, now)).toBe('age.minutes:0');
  });
});

describe('the oldest of some times', () => {
  it('is the earliest, or null for none', () => {
    expect(oldest([ago(5), ago(90), ago(30)])).toBe(ago(90));
    expect(oldest([])).toBeNull();
  });
});

describe('a datetime-local field and the moment it names', () => {
  it('reads the text in the editor’s time zone and writes it back the same', () => {
    expect(isoOf('2026-11-27T09:30')).toBe('2026-11-26T22:30:00.000Z');
    expect(localInputOf('2026-11-26T22:30:00.000Z')).toBe('2026-11-27T09:30');
    for (const text of ['2026-01-01T00:00', '2026-06-30T23:59', '2026-04-05T12:00'])
      expect(localInputOf(isoOf(text) ?? null)).toBe(text);
  });

  it('leaves an empty field empty and text no browser input gives as typed, for the schema to refuse', () => {
    expect(isoOf('')).toBeUndefined();
    expect(isoOf(undefined)).toBeUndefined();
    expect(isoOf('next tuesday')).toBe('next tuesday');
    expect(localInputOf(null)).toBe('');
  });
});

describe('the page of a console address', () => {
  it('is its path without the query; the dashboard when there is none', () => {
    expect(pageOf('/customers?id=12')).toBe('/customers');
    expect(pageOf('/packing')).toBe('/packing');
    expect(pageOf('?id=12')).toBe('/');
    expect(pageOf('')).toBe('/');
  });
});
