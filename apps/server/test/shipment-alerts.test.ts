import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAfterShipBody } from '../src/modules/carriers/aftership.js';
import { StandInPoller } from '../src/modules/carriers/stand-in.js';
import { followShipments } from '../src/modules/tracking/alerts.js';
import { storeReportIn } from '../src/modules/tracking/ingest.js';
import {
  body,
  createTestApp,
  DAY,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { CARRIER_SECRET, shippedWaybill, trackInfo } from './support/tracking.js';
import { waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
const fixtures = waybillFixtures(() => ({ t, staff }));

beforeAll(async () => {
  t = await createTestApp({
    config: { staff: STAFF_CREDENTIALS, carrierWebhook: { secret: CARRIER_SECRET, toleranceSeconds: 900 } },
  });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

interface Checkpoint {
  checkpoint_time: string;
  tag: string;
  subtag?: string;
  message: string;
  city: string;
}

/** A carrier report as AfterShip's webhook sends it (each delivery with its own event id), signed. */
async function report(number: string, checkpoints: Checkpoint[], expectedDelivery: string | null = null) {
  const payload = JSON.stringify({
    ts: Math.floor(t.clock.now().getTime() / 1000),
    event: 'tracking_update',
    event_id: randomUUID(),
    msg: { tracking_number: number, slug: 'stand-in-carrier', expected_delivery: expectedDelivery, checkpoints },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tracking/notify/aftership',
    headers: {
      'content-type': 'application/json',
      'aftership-hmac-sha256': signAfterShipBody(CARRIER_SECRET, payload),
    },
    payload,
  });
  expect(response.statusCode).toBe(200);
}

/** The alert messages queued for a customer, per channel (mail held until the address is confirmed counts too). */
async function alertMails(customer: TestCustomer) {
  const result = (await t.app.ctx.db.execute(
    sql`select subject, body from outbox_messages where customer_id = ${customer.id} and kind = 'waybill_alert'
        and channel = 'email' order by id`,
  )) as { rows: { subject: string; body: string }[] };
  return result.rows;
}

async function problemMails(customer: TestCustomer) {
  const result = (await t.app.ctx.db.execute(
    sql`select count(*)::int as n from outbox_messages where customer_id = ${customer.id}
        and kind = 'waybill_exception'`,
  )) as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 3_600_000).toISOString();

describe('shipment alerts', () => {
  it('a failed delivery attempt alerts once, however often and in whatever order it is reported', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = fixtures.tracking();
    const waybillId = await shippedWaybill(t, fixtures, customer, number);
    const pickedUp = { checkpoint_time: hoursAgo(30), tag: 'InTransit', message: 'Picked up', city: 'Sydney' };
    const attempt = {
      checkpoint_time: hoursAgo(2),
      tag: 'AttemptFail',
      subtag: 'AttemptFail_001',
      message: 'Nobody home',
      city: 'Taipei',
    };
    const outForDelivery = { checkpoint_time: hoursAgo(5), tag: 'OutForDelivery', message: 'Out', city: 'Taipei' };

    await report(number, [pickedUp, outForDelivery, attempt]);
    await report(number, [pickedUp, outForDelivery, attempt]); // the same report again
    await report(number, [attempt]); // the attempt alone, late
    await report(number, [pickedUp]); // an older report out of order

    const mails = await alertMails(customer);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('a delivery attempt failed');
    // Told as the alert, not a second time as a shipment problem.
    expect(await problemMails(customer)).toBe(0);
    const track = await trackInfo(t, customer, waybillId);
    expect(track.alerts).toEqual([
      { kind: 'failed_attempt', text: 'a delivery attempt failed', raised_at: expect.any(String) },
    ]);
  });

  it('an estimate moved later alerts once; an earlier one, a repeat or an out-of-order report does not', async () => {
    const customer = await registerCustomer(t.app, {}, 'tw');
    const number = fixtures.tracking();
    await shippedWaybill(t, fixtures, customer, number);
    const scan = { checkpoint_time: hoursAgo(10), tag: 'InTransit', message: 'Departed', city: 'Sydney' };

    await report(number, [scan], '2030-01-05'); // the first estimate: nothing to compare with
    await report(number, [scan], '2030-01-04'); // earlier: good news, no alert
    await report(number, [scan], '2030-01-08'); // later: one alert
    await report(number, [scan], '2030-01-05'); // an older report arriving late
    await report(number, [scan], '2030-01-08'); // the later estimate again

    const mails = await alertMails(customer);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('預計送達日期延後到 2030-01-08');
    expect(mails[0]?.body).toContain('2030-01-04');
  });

  it('a shipment quiet for its line’s quiet period (staff-edited) alerts once, however often the job runs', async () => {
    const lines = body<{ id: number; code: string; quiet_period_days: number }[]>(
      await t.app.inject({ url: '/ops/lines', headers: staff }),
    ).data;
    const line = lines.find((entry) => entry.code === 'AU-TW-EXP');
    expect(line?.quiet_period_days).toBe(7);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/ops/lines/AU-TW-EXP',
      headers: staff,
      payload: { quiet_period_days: 3 },
    });
    expect(changed.statusCode).toBe(200);
    expect(body<{ quiet_period_days: number }>(changed).data.quiet_period_days).toBe(3);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/ops/lines/AU-TW-EXP',
      headers: staff,
      payload: { quiet_period_days: 0 },
    });
    expect(refused.statusCode).toBe(400);

    const customer = await registerCustomer(t.app, {}, 'cn');
    const number = fixtures.tracking();
    const waybillId = await shippedWaybill(t, fixtures, customer, number);
    const poller = new StandInPoller(t.app.ctx.clock);

    t.clock.advance(2 * DAY);
    await followShipments(t.app.ctx, poller, storeReportIn);
    expect(await alertMails(customer)).toHaveLength(0);

    t.clock.advance(2 * DAY);
    await followShipments(t.app.ctx, poller, storeReportIn);
    await followShipments(t.app.ctx, poller, storeReportIn);
    const mails = await alertMails(customer);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('承运商已 3 天没有物流更新');

    // A new scan, then a new silence: a new alert.
    await report(number, [
      { checkpoint_time: t.clock.now().toISOString(), tag: 'InTransit', message: 'Arrived', city: 'Taipei' },
    ]);
    await followShipments(t.app.ctx, poller, storeReportIn);
    expect(await alertMails(customer)).toHaveLength(1);
    t.clock.advance(3 * DAY + 60_000);
    await followShipments(t.app.ctx, poller, storeReportIn);
    expect(await alertMails(customer)).toHaveLength(2);
    const stored = (await t.app.ctx.db.execute(
      sql`select kind from shipment_alerts where waybill_id = ${waybillId} order by id`,
    )) as { rows: { kind: string }[] };
    expect(stored.rows).toEqual([{ kind: 'quiet' }, { kind: 'quiet' }]);
  });
});
