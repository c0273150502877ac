import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calendarDate, parseMajor, pointsEarnedFor, type RatesPerAud } from '@parcelway/domain';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waybillPayments } from '../src/db/schema/index.js';
import { creditBalance } from '../src/modules/payments/index.js';
import { MIGRATIONS_FOLDER } from '../src/paths.js';
import {
  createTestApp,
  DAY,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { followSandbox } from './support/sandbox.js';
import { waybillFixtures } from './support/waybills.js';

// Migration 0033 gives payments made before charge_per_aud was kept the rate in force on the day they were made, so a
// card checkout that was still open at the upgrade earns at the rate it was priced at, not the confirmation day's.
const BACKFILL = readFileSync(join(MIGRATIONS_FOLDER, '0033_waybill_payment_rate_backfill.sql'), 'utf8');

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const { get, ops, ok, inStock, submit, pack } = waybillFixtures(() => ({ t, staff }));

const pay = (path: string, customer: TestCustomer, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...customer.headers, 'idempotency-key': randomUUID() },
    payload,
  });

async function payable(customer: TestCustomer, currency: string) {
  const waybill = await submit(customer, await inStock(customer));
  expect((await pack(waybill.id)).statusCode).toBe(200);
  const shown = await ok<{ payable: string }>(
    await get(customer, `/api/getPayView?shipmentId=${waybill.id}&currency=${currency}`),
  );
  return { id: waybill.id, amount: shown.payable };
}

describe('payments from before the charged rate was kept (migration 0033)', () => {
  it('get the rate of the day they were made (a dollar for AUD), and an open checkout earns at it', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    await t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', parseMajor('500', 'AUD')));
    const byBalance = await payable(customer, 'AUD');
    await ok(
      await pay('/api/balancePay', customer, {
        combinePay: false,
        method: 'balance',
        shipmentId: byBalance.id,
        amount: byBalance.amount,
        currency: 'AUD',
      }),
    );
    const byCard = await payable(customer, 'TWD');
    const card = await ok<{ pay_url: string }>(
      await pay('/api/airWallexPay', customer, {
        combinePay: false,
        method: 'card',
        shipmentId: byCard.id,
        amount: byCard.amount,
        currency: 'TWD',
      }),
    );
    const ids = [byBalance.id, byCard.id];
    const rateRows = await ok<{ code: string; per_aud: string }[]>(
      await t.app.inject({ url: '/ops/exchange-rates', headers: staff }),
    );
    const charged: RatesPerAud = { AUD: '1', TWD: rateRows.find((rate) => rate.code === 'TWD')?.per_aud ?? '' };

    // As the rows were before the column, and a new rate two days on (the rows' own day is the database's today).
    await t.app.ctx.db
      .update(waybillPayments)
      .set({ chargePerAud: null })
      .where(inArray(waybillPayments.waybillId, ids));
    const later: RatesPerAud = { AUD: '1', TWD: (Number(charged.TWD) * 4).toFixed(4) };
    const effectiveOn = calendarDate(new Date(t.clock.now().getTime() + 2 * DAY));
    expect(
      (await ops('/ops/exchange-rates', { currency: 'TWD', per_aud: later.TWD, effective_on: effectiveOn })).statusCode,
    ).toBe(200);

    await t.app.ctx.db.execute(sql.raw(BACKFILL));
    const kept = await t.app.ctx.db
      .select({ waybillId: waybillPayments.waybillId, rate: waybillPayments.chargePerAud })
      .from(waybillPayments)
      .where(inArray(waybillPayments.waybillId, ids));
    expect(new Map(kept.map((row) => [row.waybillId, Number(row.rate)]))).toEqual(
      new Map([
        [byBalance.id, 1],
        [byCard.id, Number(charged.TWD)],
      ]),
    );

    // Confirmed once the later rate is in force (signed in again: the session has lapsed by then).
    const pointsBefore = (await ok<{ points: number }>(await get(customer, '/api/accountBalance'))).points;
    t.clock.advance(3 * DAY);
    await followSandbox(t.app, card.pay_url, 'pay');
    const login = await ok<{ access_token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: customer.email, password: customer.password },
      }),
    );
    const again = { ...customer, headers: { authorization: `Bearer ${login.access_token}` } };
    const paid = parseMajor(byCard.amount, 'TWD');
    expect(pointsEarnedFor(paid, charged)).not.toBe(pointsEarnedFor(paid, later));
    const pointsAfter = (await ok<{ points: number }>(await get(again, '/api/accountBalance'))).points;
    expect(pointsAfter - pointsBefore).toBe(pointsEarnedFor(paid, charged));
  });
});
