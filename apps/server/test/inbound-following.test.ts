import { createHash } from 'node:crypto';
import { addWorkingDays, holidayCalendarOf, INBOUND_CHECK_IN_WORKING_DAYS } from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_PREFIX, StandInPoller } from '../src/modules/carriers/stand-in.js';
import { followInboundParcels } from '../src/modules/parcels/follow-pre-alerts.js';
import {
  body,
  createTestApp,
  DAY,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
} from './support/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
});
afterAll(() => t.app.close());

const HOUR = 3_600_000;

/**
 * A number the stand-in carrier reports delivered a little while ago: it starts each SIM number's scripted journey a
 * number of hours ago fixed by the number's hash, and delivers at hour 86.
 */
function numberDeliveredHoursAgo(min: number, max: number): string {
  for (let index = 0; ; index += 1) {
    const number = `${STAND_IN_PREFIX}IN${String(index).padStart(8, '0')}`;
    const hoursAgo = createHash('sha256').update(number).digest().readUInt16BE(0) % 120;
    if (hoursAgo - 86 >= min && hoursAgo - 86 <= max) return number;
  }
}

/** Moves the test clock to the next Friday at 09:00 in Sydney (the Australia warehouse's time, 22:00 UTC Thursday). */
function toFridayMorningInSydney() {
  const now = t.clock.now();
  for (let day = 1; day <= 8; day += 1) {
    const candidate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, 22, 0));
    const weekday = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', weekday: 'short' }).format(
      candidate,
    );
    if (weekday === 'Fri') {
      t.clock.advance(candidate.getTime() - now.getTime());
      return;
    }
  }
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.ctx.db.execute(query)) as { rows: T[] }).rows;
}

describe('a pre-alert followed at its carrier', () => {
  it('delivered but not checked in within two working days over a weekend: one case, one message; check-in closes it', async () => {
    toFridayMorningInSydney();
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = numberDeliveredHoursAgo(0, 1);
    const preAlert = await t.app.inject({
      method: 'POST',
      url: '/api/insertPreParcel',
      headers: customer.headers,
      payload: { tracking_number: number, store_id: 1 },
    });
    expect(preAlert.statusCode).toBe(200);
    const parcelId = body<{ id: number }>(preAlert).data.id;
    const poller = new StandInPoller(t.app.ctx.clock);

    // Friday: the carrier says delivered; the detail shows the way in; nothing is due yet.
    await followInboundParcels(t.app.ctx, poller);
    const detail = body<{ inbound: { summary: string; delivered_at: string; events: unknown[] } }>(
      await t.app.inject({ url: `/api/preParcelDetail/${parcelId}`, headers: { ...customer.headers, lang: 'en' } }),
    ).data.inbound;
    expect(detail.summary).toBe('Delivered: to the Australia warehouse');
    expect(detail.events.length).toBe(8);
    const deliveredAt = new Date(detail.delivered_at);
    const calendar = holidayCalendarOf('AU');
    if (!calendar) throw new Error('no calendar for AU');
    const due = addWorkingDays(deliveredAt, INBOUND_CHECK_IN_WORKING_DAYS, calendar);
    // Two working days from a Friday run over the weekend.
    expect(due.getTime() - deliveredAt.getTime()).toBeGreaterThanOrEqual(4 * DAY - HOUR);

    // Just before the two working days are out (the weekend does not count): no case, no message.
    t.clock.advance(due.getTime() - t.clock.now().getTime() - HOUR);
    await followInboundParcels(t.app.ctx, poller);
    const cases = () =>
      rows<{ id: number; closed_at: string | null }>(
        sql`select id, closed_at from inbound_cases where parcel_id = ${parcelId}`,
      );
    const messages = () =>
      rows<{ channel: string; subject: string }>(
        sql`select channel, subject from outbox_messages where customer_id = ${customer.id} and kind = 'parcel_delivered_not_received'`,
      );
    expect(await cases()).toHaveLength(0);

    // Past them, polled twice: exactly one case and one message.
    t.clock.advance(2 * HOUR);
    await followInboundParcels(t.app.ctx, poller);
    await followInboundParcels(t.app.ctx, poller);
    expect(await cases()).toEqual([{ id: expect.any(Number), closed_at: null }]);
    const told = await messages();
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe(`Parcel ${number}: delivered to our warehouse, not checked in yet`);

    // The warehouse's queue shows it with the carrier's proof of delivery.
    const staff = await staffHeaders(t.app);
    const queue = body<{ parcel_id: number; proof: { place: string; message: string } }[]>(
      await t.app.inject({ url: '/ops/inbound-cases', headers: staff }),
    ).data;
    expect(queue.find((entry) => entry.parcel_id === parcelId)?.proof.message).toBe('Delivered');

    // Check-in closes the case; a later poll opens none and tells nothing more.
    const checkIn = await t.app.inject({
      method: 'POST',
      url: '/ops/parcels/receive',
      headers: staff,
      payload: { store_id: 1, tracking_number: number, weight: 2, length: 50, width: 40, height: 30 },
    });
    expect(checkIn.statusCode).toBe(200);
    expect((await cases())[0]?.closed_at).not.toBeNull();
    await followInboundParcels(t.app.ctx, poller);
    expect(await cases()).toHaveLength(1);
    expect(await messages()).toHaveLength(1);
    const after = body<{ parcel_id: number }[]>(await t.app.inject({ url: '/ops/inbound-cases', headers: staff })).data;
    expect(after.some((entry) => entry.parcel_id === parcelId)).toBe(false);
  });

  it('guesses the courier from the number when the customer named none', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const preAlert = await t.app.inject({
      method: 'POST',
      url: '/api/insertPreParcel',
      headers: customer.headers,
      payload: { tracking_number: numberDeliveredHoursAgo(-60, -40), store_id: 1 },
    });
    const parcelId = body<{ id: number }>(preAlert).data.id;
    // The stand-in names itself; a carrier that does not is guessed from the number's form.
    await followInboundParcels(t.app.ctx, {
      lookup: async (trackingNumber) => ({
        trackingNumber,
        carrier: null,
        trackingUrl: null,
        expectedDelivery: null,
        checkpoints: [],
      }),
    });
    const [row] = await rows<{ carrier: string | null }>(
      sql`select carrier from inbound_trackings where parcel_id = ${parcelId}`,
    );
    expect(row).toEqual({ carrier: null });
    const ups = await t.app.inject({
      method: 'POST',
      url: '/api/insertPreParcel',
      headers: customer.headers,
      payload: { tracking_number: '1Z999AA10123456784', store_id: 1 },
    });
    const upsId = body<{ id: number }>(ups).data.id;
    await followInboundParcels(t.app.ctx, {
      lookup: async (trackingNumber) => ({
        trackingNumber,
        carrier: null,
        trackingUrl: null,
        expectedDelivery: null,
        checkpoints: [],
      }),
    });
    const [guessed] = await rows<{ carrier: string | null }>(
      sql`select carrier from inbound_trackings where parcel_id = ${upsId}`,
    );
    expect(guessed).toEqual({ carrier: 'ups' });
  });
});
