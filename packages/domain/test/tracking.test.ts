import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  currentEvent,
  dedupeEvents,
  estimatedDeliveryWindow,
  eventsFromWaybillTimes,
  eventText,
  type JourneyEvent,
  journeyOf,
  localDate,
  maskedName,
  maskedPlace,
  orderEvents,
  ownEventTexts,
  publicTrackSchema,
  SHARE_KEY_PATTERN,
  STAFF_ENTRY_CODES,
  staffEntryProblem,
  staffTrackingEntrySchema,
  TRACKING_STATUS_CODES,
  type TrackingStatusCode,
  trackingCodeOfWaybill,
  WAYBILL_STATUSES,
} from '../src/index.js';

const T0 = Date.parse('2026-03-02T08:00:00Z');
const MIN = 60_000;

let nextId = 1;
function event(statusCode: TrackingStatusCode, minutes: number, overrides: Partial<JourneyEvent> = {}): JourneyEvent {
  const id = nextId++;
  return {
    id,
    occurredAt: new Date(T0 + minutes * MIN),
    statusCode,
    place: '',
    source: 'carrier',
    sourceEventId: `e${id}`,
    texts: {},
    ...overrides,
  };
}

const codes = (events: readonly JourneyEvent[]) => events.map((entry) => entry.statusCode);

describe('tracking status codes', () => {
  it('every waybill state is a tracking milestone of the same name', () => {
    for (const status of WAYBILL_STATUSES) expect(trackingCodeOfWaybill(status)).toBe(status);
    for (const status of WAYBILL_STATUSES) expect(TRACKING_STATUS_CODES).toContain(status);
  });

  it('covers the carrier milestones, and staff may enter only those (never one of our own states)', () => {
    for (const code of ['info_received', 'out_for_delivery', 'customs_held', 'exception', 'returned'] as const)
      expect(TRACKING_STATUS_CODES).toContain(code);
    for (const code of STAFF_ENTRY_CODES)
      if (code !== 'in_transit') expect(WAYBILL_STATUSES as readonly string[]).not.toContain(code);
    expect(STAFF_ENTRY_CODES).not.toContain('delivered');
    expect(STAFF_ENTRY_CODES).not.toContain('paid');
  });

  it('staff add entries from payment on, never before it or to a cancelled waybill', () => {
    const allowed = WAYBILL_STATUSES.filter((status) => staffEntryProblem(status) === null);
    expect(allowed).toEqual(['paid', 'in_transit', 'sorting', 'collecting', 'delivered']);
    expect(staffEntryProblem('cancelled')).toBe('tracking.notOnTheWay');
    expect(staffEntryProblem('pay_now')).toBe('tracking.notOnTheWay');
  });
});

describe('ordering', () => {
  it('orders by when it happened, whatever the order of arrival', () => {
    const late = event('in_transit', 60, { place: 'Sydney' });
    const early = event('info_received', 0);
    const latest = event('out_for_delivery', 120);
    expect(codes(orderEvents([latest, late, early]))).toEqual(['info_received', 'in_transit', 'out_for_delivery']);
  });

  it('at the same instant, by the journey (packing before awaiting payment), then by the recorded order', () => {
    const priced = event('pay_now', 0);
    const packing = event('packing', 0);
    expect(codes(orderEvents([priced, packing]))).toEqual(['packing', 'pay_now']);
    const first = event('in_transit', 5, { place: 'A' });
    const second = event('in_transit', 5, { place: 'B' });
    expect(orderEvents([second, first]).map((entry) => entry.place)).toEqual(['A', 'B']);
  });

  it('is a total order: any shuffle of the same events reads the same', () => {
    const pool = [
      event('info_received', 0),
      event('in_transit', 30, { place: 'Hong Kong' }),
      event('in_transit', 30, { place: 'Taipei' }),
      event('customs_held', 90),
      event('in_transit', 200),
      event('delivered', 300),
    ];
    const expected = orderEvents(pool).map((entry) => entry.id);
    fc.assert(
      fc.property(fc.shuffledSubarray(pool, { minLength: pool.length, maxLength: pool.length }), (shuffled) => {
        expect(orderEvents(shuffled).map((entry) => entry.id)).toEqual(expected);
      }),
    );
  });
});

describe('deduplication', () => {
  it('the same milestone at the same place within a minute shows once (the first)', () => {
    const first = event('in_transit', 10, { place: 'Sydney' });
    const resent = event('in_transit', 10.5, { place: ' sydney ' });
    const elsewhere = event('in_transit', 10.5, { place: 'Brisbane' });
    const later = event('in_transit', 12, { place: 'Sydney' });
    expect(dedupeEvents(orderEvents([resent, later, first, elsewhere]))).toEqual([first, elsewhere, later]);
  });

  it('delivered shows once: a later report of it adds nothing', () => {
    const carrier = event('delivered', 100, { place: 'Taipei' });
    const ours = event('delivered', 180, { source: 'own' });
    expect(codes(journeyOf([ours, carrier]))).toEqual(['delivered']);
    expect(journeyOf([ours, carrier])[0]).toBe(carrier);
  });

  it('duplicates and late arrivals never change the journey', () => {
    const base = [event('info_received', 0), event('in_transit', 60, { place: 'HKG' }), event('delivered', 120)];
    const withCopies = [...base, ...base.map((entry) => ({ ...entry, id: entry.id + 1000 }))];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(withCopies, { minLength: withCopies.length, maxLength: withCopies.length }),
        (shuffled) => {
          expect(codes(journeyOf(shuffled))).toEqual(['info_received', 'in_transit', 'delivered']);
        },
      ),
    );
  });
});

describe('current state', () => {
  it('is the latest event', () => {
    expect(currentEvent(journeyOf([event('in_transit', 0), event('out_for_delivery', 30)]))?.statusCode).toBe(
      'out_for_delivery',
    );
    expect(currentEvent([])).toBeNull();
  });

  it('a finished journey stays finished: a scan reported after delivery does not reopen it', () => {
    const journey = journeyOf([event('in_transit', 0), event('delivered', 60), event('in_transit', 90)]);
    expect(codes(journey)).toEqual(['in_transit', 'delivered', 'in_transit']);
    expect(currentEvent(journey)?.statusCode).toBe('delivered');
  });

  it('a problem passes when the parcel moves on', () => {
    const journey = journeyOf([event('customs_held', 0), event('in_transit', 60)]);
    expect(currentEvent(journey)?.statusCode).toBe('in_transit');
  });
});

describe('events derived from the waybill', () => {
  const times = {
    submittedAt: new Date(T0),
    packedAt: new Date(T0 + 60 * MIN),
    paidAt: new Date(T0 + 120 * MIN),
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    carrierTracking: null,
  };

  it('stand for each state the waybill keeps a time of, unless an own event of it is stored', () => {
    expect(codes(eventsFromWaybillTimes(times, new Set()))).toEqual(['pending', 'pay_now', 'paid']);
    expect(codes(eventsFromWaybillTimes(times, new Set(['pay_now', 'paid'])))).toEqual(['pending']);
    const derived = eventsFromWaybillTimes(
      { ...times, shippedAt: new Date(T0 + 200 * MIN), carrierTracking: 'TW1' },
      new Set(),
    );
    const shipped = derived.find((entry) => entry.statusCode === 'in_transit');
    expect(shipped?.occurredAt.toISOString()).toBe(new Date(T0 + 200 * MIN).toISOString());
    expect(shipped?.texts.en).toBe('Handed to the carrier, tracking number TW1');
    expect(shipped?.source).toBe('own');
  });

  it('own texts exist in the three languages', () => {
    const texts = ownEventTexts('delivered');
    expect(texts).toEqual({ en: 'Delivered', cn: '已签收', tw: '已簽收' });
  });
});

describe('event text', () => {
  it.each([
    // source, texts, reader, read
    ['staff', { en: 'Departed', cn: '已离开' }, 'cn', '已离开'],
    ['staff', { en: 'Departed', cn: '已离开' }, 'tw', '已离开'],
    ['staff', { tw: '已離開' }, 'cn', '已離開'],
    ['staff', { en: 'Arrived in Taiwan, awaiting customs clearance' }, 'cn', '运输中'],
    ['staff', { en: 'Arrived in Taiwan, awaiting customs clearance' }, 'tw', '運送中'],
    ['staff', { cn: '已离开' }, 'en', 'In transit'],
    ['staff', {}, 'tw', '運送中'],
    ['own', { en: 'Handed over' }, 'cn', '运输中'],
    ['carrier', { en: 'Departed' }, 'tw', 'Departed'],
    ['carrier', { cn: '已离开' }, 'en', '已离开'],
    ['carrier', {}, 'en', 'In transit'],
  ] as const)('%s words %j read in %s: %s', (source, texts, reader, read) => {
    expect(eventText({ source, statusCode: 'in_transit', texts }, reader)).toBe(read);
  });
});

describe('estimated delivery window', () => {
  const base = {
    current: 'in_transit' as const,
    carrierEstimate: null,
    shippedOn: null,
    transitDays: { min: 3, max: 6 },
    planned: { from: '2026-03-10', to: '2026-03-13' },
    today: '2026-03-08',
  };

  it('prefers the carrier, then the day it left plus transit days, then the plan', () => {
    expect(estimatedDeliveryWindow({ ...base, carrierEstimate: '2026-03-09', shippedOn: '2026-03-05' })).toEqual({
      from: '2026-03-09',
      to: '2026-03-09',
      basis: 'carrier',
      late: false,
    });
    expect(estimatedDeliveryWindow({ ...base, shippedOn: '2026-03-05' })).toEqual({
      from: '2026-03-08',
      to: '2026-03-11',
      basis: 'shipped',
      late: false,
    });
    expect(estimatedDeliveryWindow(base)).toEqual({
      from: '2026-03-10',
      to: '2026-03-13',
      basis: 'planned',
      late: false,
    });
    expect(estimatedDeliveryWindow({ ...base, planned: null })).toBeNull();
  });

  it('says late once the window has passed, and has none once the journey is over', () => {
    expect(estimatedDeliveryWindow({ ...base, today: '2026-03-14' })?.late).toBe(true);
    expect(estimatedDeliveryWindow({ ...base, today: '2026-03-13' })?.late).toBe(false);
    for (const current of ['delivered', 'returned', 'cancelled'] as const)
      expect(estimatedDeliveryWindow({ ...base, current })).toBeNull();
  });

  it('counts calendar days and reads dates on the local wall clock', () => {
    expect(addCalendarDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    // 22:30 UTC is the next morning in Sydney.
    expect(localDate(new Date('2026-03-02T22:30:00Z'), 'Australia/Sydney')).toBe('2026-03-03');
    expect(localDate(new Date('2026-03-02T22:30:00Z'), 'UTC')).toBe('2026-03-02');
  });
});

describe('public masking', () => {
  it.each([
    ['John', 'Smith', 'J. S.'],
    ['mary ann', 'lee', 'M. A. L.'],
    ['小明', '王', '王**'],
    ['', '王', '王*'],
    ['', '', ''],
  ])('%s %s → %s', (first, last, masked) => {
    expect(maskedName(first, last)).toBe(masked);
  });

  it('shows the city and nothing nearer', () => {
    expect(maskedPlace({ city: ' Sydney ', address: '12 George Street', postcode: '2000' } as { city: string })).toBe(
      'Sydney',
    );
  });

  it('the public answer has no field for an address, a phone or a full name', () => {
    const fields = JSON.stringify(publicTrackSchema.shape.receiver.shape);
    expect(Object.keys(publicTrackSchema.shape.receiver.shape)).toEqual(['name', 'city']);
    expect(fields).not.toMatch(/address|phone|postcode/);
  });
});

describe('input schemas', () => {
  it('a staff entry takes a carrier milestone with an offset time, and refuses our own states', () => {
    const parsed = staffTrackingEntrySchema.parse({ status: 'customs_held', occurred_at: '2026-03-02T10:00:00+08:00' });
    expect(parsed).toMatchObject({ status: 'customs_held', place: '', texts: {} });
    expect(staffTrackingEntrySchema.safeParse({ status: 'delivered' }).success).toBe(false);
    expect(staffTrackingEntrySchema.safeParse({ status: 'in_transit', occurred_at: '2026-03-02 10:00' }).success).toBe(
      false,
    );
  });

  it('a share key is 43 URL-safe characters', () => {
    expect(SHARE_KEY_PATTERN.test('a'.repeat(43))).toBe(true);
    expect(SHARE_KEY_PATTERN.test('a'.repeat(42))).toBe(false);
    expect(SHARE_KEY_PATTERN.test(`${'a'.repeat(42)}/`)).toBe(false);
  });
});
