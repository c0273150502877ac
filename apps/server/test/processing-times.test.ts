import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_PREFIX, StandInPoller } from '../src/modules/carriers/stand-in.js';
import { followInboundParcels } from '../src/modules/parcels/follow-pre-alerts.js';
import { markWaybillPaid } from '../src/modules/waybills/moves.js';
import {
  body,
  createTestApp,
  DAY,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
} from './support/app.js';
import { waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
const fixtures = waybillFixtures(() => ({ t, staff }));
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

interface Times {
  store_id: number;
  days: number;
  delivery_to_check_in: { median_hours: number | null; count: number };
  payment_to_dispatch: { median_hours: number | null; count: number };
}

const australia = async () =>
  body<Times[]>(await t.app.inject({ url: '/api/warehouseProcessingTimes' })).data.find(
    (entry) => entry.store_id === 1,
  );

/** A SIM number the stand-in reports delivered less than an hour ago (its journey's start is fixed by its hash). */
function deliveredJustNow(): string {
  for (let index = 0; ; index += 1) {
    const number = `${STAND_IN_PREFIX}PT${String(index).padStart(8, '0')}`;
    if (createHash('sha256').update(number).digest().readUInt16BE(0) % 120 === 86) return number;
  }
}

describe("a warehouse's public processing times", () => {
  it('are the medians over 30 days of payment → dispatch and carrier delivery → check-in', async () => {
    expect(await australia()).toMatchObject({
      days: 30,
      delivery_to_check_in: { median_hours: null, count: 0 },
      payment_to_dispatch: { median_hours: null, count: 0 },
    });

    // Two shipments dispatched 5 and 9 hours after payment: the median is 7 hours.
    for (const hours of [5, 9]) {
      const customer = await registerCustomer(t.app, {}, 'en'); // a session of hours ago has run out
      const [parcel] = await fixtures.inStock(customer, 1);
      const waybill = await fixtures.submit(customer, [parcel as number]);
      await fixtures.ok(await fixtures.pack(waybill.id));
      await t.app.ctx.db.transaction((tx) => markWaybillPaid(tx, waybill.id, t.clock.now()));
      t.clock.advance(hours * HOUR);
      staff = await staffHeaders(t.app); // a staff session of the morning has run out by now
      await fixtures.ok(
        await fixtures.ops(`/ops/waybills/${waybill.id}/status`, {
          status: 'in_transit',
          tracking: fixtures.tracking(),
        }),
      );
    }

    // A pre-alert its carrier delivered, checked in three hours later.
    const number = deliveredJustNow();
    const buyer = await registerCustomer(t.app, {}, 'en');
    const preAlert = await t.app.inject({
      method: 'POST',
      url: '/api/insertPreParcel',
      headers: buyer.headers,
      payload: { tracking_number: number, store_id: 1 },
    });
    expect(preAlert.statusCode).toBe(200);
    await followInboundParcels(t.app.ctx, new StandInPoller(t.app.ctx.clock));
    const [followed] = (
      (await t.app.ctx.db.execute(
        sql`select delivered_at from inbound_trackings where tracking_number = ${number}`,
      )) as { rows: { delivered_at: string | Date }[] }
    ).rows;
    const deliveredAt = new Date(followed?.delivered_at ?? '').getTime();
    t.clock.advance(3 * HOUR);
    staff = await staffHeaders(t.app);
    const checkIn = await fixtures.ops('/ops/parcels/receive', {
      store_id: 1,
      tracking_number: number,
      weight: 2,
      length: 50,
      width: 40,
      height: 30,
    });
    expect(checkIn.statusCode).toBe(200);
    const expectedHours = Math.round((t.clock.now().getTime() - deliveredAt) / 360_000) / 10;

    const times = await australia();
    expect(times?.payment_to_dispatch).toEqual({ median_hours: 7, count: 2 });
    expect(times?.delivery_to_check_in.count).toBe(1);
    expect(Math.abs((times?.delivery_to_check_in.median_hours ?? 0) - expectedHours)).toBeLessThanOrEqual(0.1);

    // Thirty days on, they have left the window.
    t.clock.advance(31 * DAY);
    expect(await australia()).toMatchObject({
      delivery_to_check_in: { median_hours: null, count: 0 },
      payment_to_dispatch: { median_hours: null, count: 0 },
    });
  });
});
