import { describe, expect, it } from 'vitest';
import { AppError } from '../src/http/errors.js';
import { nextVersion, refuseStaleForm } from '../src/http/stale-form.js';

const at = (iso: string) => new Date(iso);

describe('the stale-form check every staff write uses', () => {
  it('lets a form through that loaded the version the row still has, null included', () => {
    expect(() => refuseStaleForm(at('2026-11-26T08:00:00.000Z'), '2026-11-26T09:00:00.000+01:00')).not.toThrow();
    expect(() => refuseStaleForm(null, null)).not.toThrow();
    expect(() => refuseStaleForm(null, undefined)).not.toThrow();
  });

  it('refuses a form once the row moved on, from none to one, or one to another (409 staff.staleForm)', () => {
    for (const [current, loaded] of [
      [at('2026-11-26T08:00:00.001Z'), '2026-11-26T08:00:00.000Z'],
      [at('2026-11-26T08:00:00.000Z'), null],
      [null, '2026-11-26T08:00:00.000Z'],
    ] as const) {
      const refusal = (() => {
        try {
          refuseStaleForm(current, loaded);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ kind: 'conflict', messageKey: 'staff.staleForm', statusCode: 409 });
    }
  });

  it('stamps each save after the last, even within one millisecond or behind a clock', () => {
    const previous = at('2026-11-26T08:00:00.000Z');
    expect(nextVersion(null, previous)).toEqual(previous);
    expect(nextVersion(previous, previous).toISOString()).toBe('2026-11-26T08:00:00.001Z');
    expect(nextVersion(previous, at('2026-11-26T07:00:00.000Z')).toISOString()).toBe('2026-11-26T08:00:00.001Z');
    expect(nextVersion(previous, at('2026-11-26T09:00:00.000Z')).toISOString()).toBe('2026-11-26T09:00:00.000Z');
  });
});
