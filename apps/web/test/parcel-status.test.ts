import { describe, expect, it } from 'vitest';
import { parcelTagColour } from '../src/features/parcels/utils/status';

describe('the parcel status tag', () => {
  it('colours a pre-alert being confirmed apart from one still waiting', () => {
    expect(parcelTagColour({ status: 0, being_confirmed: false })).toBe('default');
    expect(parcelTagColour({ status: 0, being_confirmed: true })).toBe('warning');
  });

  it('keeps the state colours otherwise', () => {
    expect(parcelTagColour({ status: 10, being_confirmed: false })).toBe('success');
    expect(parcelTagColour({ status: 30 })).toBe('primary');
  });
});
