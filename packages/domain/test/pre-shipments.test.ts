import { describe, expect, it } from 'vitest';
import {
  agentStorageDays,
  agentStorageFee,
  canMovePreShipment,
  displayDropOffCode,
  distanceKm,
  dropOffCodeFromBytes,
  isPreShipmentEditable,
  normaliseDropOffCode,
  packagesStorageFee,
  pickupDateProblem,
  pickupFeeShares,
  preShipmentInputSchema,
} from '../src/index.js';

describe('agent storage (SPEC §9: free 7 days, then AU$1 per package or AU$15 per m³ per day)', () => {
  it.each([
    { days: 0, packages: 3, cubicCentimetres: 0, cents: 0 },
    { days: 7, packages: 3, cubicCentimetres: 0, cents: 0 },
    { days: 8, packages: 3, cubicCentimetres: 0, cents: 300 },
    { days: 10, packages: 3, cubicCentimetres: 0, cents: 900 },
    // 0.5 m³ → AU$7.50 a day beats 2 packages' AU$2.
    { days: 9, packages: 2, cubicCentimetres: 500_000, cents: 1500 },
    // A sliver of volume rounds up to the cent, but one package's AU$1 is more.
    { days: 8, packages: 1, cubicCentimetres: 1, cents: 100 },
    { days: 8, packages: 0, cubicCentimetres: 1, cents: 1 },
  ])('$days days, $packages packages, $cubicCentimetres cm³ → $cents cents', (row) => {
    expect(agentStorageFee(row)).toEqual({ minor: row.cents, currency: 'AUD' });
  });

  it('counts a started day: exactly 7 days is free, a minute more is the 8th day', () => {
    const received = new Date('2026-05-01T10:00:00Z');
    const at = (days: number, minutes = 0) => new Date(received.getTime() + days * 86_400_000 + minutes * 60_000);
    expect(agentStorageDays(received, received)).toBe(0);
    expect(agentStorageDays(received, at(7))).toBe(7);
    expect(agentStorageDays(received, at(7, 1))).toBe(8);
    expect(agentStorageDays(received, at(-1))).toBe(0);
  });

  it('charges each package of a shipment the greater of its count and volume rate', () => {
    // 7 days: nothing, whatever the size.
    expect(packagesStorageFee([{ days: 7, cubicCentimetres: 1_000_000 }]).minor).toBe(0);
    // 8 days: a small parcel (30×20×10 cm = 0.006 m³ → 9 cents) pays AU$1; a 1 m³ crate AU$15.
    expect(packagesStorageFee([{ days: 8, cubicCentimetres: 6000 }]).minor).toBe(100);
    expect(packagesStorageFee([{ days: 8, cubicCentimetres: 1_000_000 }]).minor).toBe(1500);
    // Per package, not pooled: the crate's volume does not swallow the small parcel's AU$1.
    expect(
      packagesStorageFee([
        { days: 10, cubicCentimetres: 6000 },
        { days: 10, cubicCentimetres: 1_000_000 },
      ]),
    ).toEqual({ minor: 300 + 4500, currency: 'AUD' });
    // Not measured (no volume): per package; a package that never waited at an agent point pays nothing.
    expect(packagesStorageFee([{ days: 9 }, { days: 0, cubicCentimetres: 1_000_000 }]).minor).toBe(200);
    expect(packagesStorageFee([])).toEqual({ minor: 0, currency: 'AUD' });
  });
});

describe('pickup dates', () => {
  const now = { today: '2026-03-10', timeNow: '12:00', cutoffTime: '17:00' };
  it.each([
    ['2026-03-09', 'preShipment.pickupDatePast'],
    ['2026-03-10', 'preShipment.pickupDatePast'],
    ['2026-03-11', null],
    ['2026-04-09', null],
    ['2026-04-10', 'preShipment.pickupDateTooFar'],
    ['2026-02-30', 'preShipment.pickupDateInvalid'],
    ['11/03/2026', 'preShipment.pickupDateInvalid'],
  ])('%s → %s', (date, problem) => {
    expect(pickupDateProblem(date, now)).toBe(problem);
  });
  it('closes tomorrow at the cut-off, not the day after', () => {
    const late = { ...now, timeNow: '17:00' };
    expect(pickupDateProblem('2026-03-11', late)).toBe('preShipment.pickupCutoffPassed');
    expect(pickupDateProblem('2026-03-12', late)).toBeNull();
    expect(pickupDateProblem('2026-03-11', { ...now, timeNow: '16:59' })).toBeNull();
  });
});

describe('drop-off codes', () => {
  it('are 8 characters of an unambiguous alphabet, read back however typed', () => {
    const code = dropOffCodeFromBytes(new Uint8Array([0, 1, 8, 18, 21, 24, 27, 31]));
    expect(code).toBe('018JNRVZ');
    expect(displayDropOffCode(code)).toBe('018J-NRVZ');
    expect(normaliseDropOffCode(' o18j-nrvz ')).toBe(code);
    expect(normaliseDropOffCode('l1I')).toBe('111');
  });
});

describe('pre-shipment states', () => {
  it('is editable until handed over', () => {
    expect(isPreShipmentEditable('draft')).toBe(true);
    expect(isPreShipmentEditable('booked')).toBe(true);
    expect(isPreShipmentEditable('received')).toBe(false);
    expect(isPreShipmentEditable('picked_up')).toBe(false);
    expect(isPreShipmentEditable('in_warehouse')).toBe(false);
  });
  it('moves only along its delivery way', () => {
    expect(canMovePreShipment('receive', 'booked', 'drop_off')).toBe(true);
    expect(canMovePreShipment('receive', 'booked', 'pickup')).toBe(false);
    expect(canMovePreShipment('receive', 'draft', 'drop_off')).toBe(false);
    expect(canMovePreShipment('pick_up', 'booked', 'pickup')).toBe(true);
    expect(canMovePreShipment('pick_up', 'received', 'pickup')).toBe(false);
    expect(canMovePreShipment('into_warehouse', 'received', 'drop_off')).toBe(true);
    expect(canMovePreShipment('into_warehouse', 'picked_up', 'pickup')).toBe(true);
    expect(canMovePreShipment('into_warehouse', 'booked', 'pickup')).toBe(false);
    expect(canMovePreShipment('into_warehouse', 'in_warehouse', 'pickup')).toBe(false);
  });
});

describe('the form', () => {
  const base = {
    store_id: 1,
    recipient_id: 1,
    tracking_numbers: ['AB12345678'],
    items: [{ name: 'CottonTShirt', quantity: 1, total_amount: '20', product_type: 'clothing' }],
    contents: 'Clothes',
    flammable_confirmed: true,
    delivery_way: 'drop_off',
    agent_id: 1,
  };
  const problems = (input: unknown) =>
    preShipmentInputSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  it('needs the flammable confirmation, an agent for a drop-off and a booking for a pickup', () => {
    expect(problems(base)).toBeUndefined();
    expect(problems({ ...base, flammable_confirmed: false })).toEqual(['flammable_confirmed:waybill.safetyRequired']);
    expect(problems({ ...base, agent_id: null })).toEqual(['agent_id:preShipment.agentRequired']);
    expect(problems({ ...base, delivery_way: 'pickup' })).toEqual(['pickup:preShipment.pickupRequired']);
    expect(problems({ ...base, agent_id: null, submit: false })).toBeUndefined();
  });
  it('takes at most 5 tracking numbers and at least one item', () => {
    const six = ['AB12345671', 'AB12345672', 'AB12345673', 'AB12345674', 'AB12345675', 'AB12345676'];
    expect(problems({ ...base, tracking_numbers: six })).toEqual(['tracking_numbers:parcel.tooManyTrackingNumbers']);
    expect(problems({ ...base, items: [] })).toEqual(['items:preShipment.itemsRequired']);
  });
});

describe('distance', () => {
  it('measures great-circle kilometres', () => {
    expect(distanceKm({ lat: -33.8688, lng: 151.2093 }, { lat: -37.8136, lng: 144.9631 })).toBeCloseTo(713.4, 0);
    expect(distanceKm({ lat: 1, lng: 1 }, { lat: 1, lng: 1 })).toBe(0);
  });
});

describe('a pickup fee over the parcels its goods became', () => {
  it('is charged once in all, in equal parts, the cents left over on the first parcels', () => {
    expect(pickupFeeShares(800, 3)).toEqual([267, 267, 266]);
    expect(pickupFeeShares(800, 2)).toEqual([400, 400]);
    expect(pickupFeeShares(1, 3)).toEqual([1, 0, 0]);
    expect(pickupFeeShares(0, 2)).toEqual([0, 0]);
    expect(pickupFeeShares(800, 0)).toEqual([]);
    for (const [fee, parcels] of [
      [999, 5],
      [10000, 3],
      [7, 4],
    ] as const)
      expect(pickupFeeShares(fee, parcels).reduce((sum, share) => sum + share, 0)).toBe(fee);
  });
});
