import { money } from '@parcelway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, pointEntries } from '../src/db/schema/index.js';
import { chargeBalance, creditBalance, earnPoints } from '../src/modules/payments/index.js';
import { body, createTestApp, registerCustomer, STAFF_CREDENTIALS, staffMember, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
});
afterAll(() => t.app.close());

interface Audit {
  in_step: boolean;
  wallets: { customer_id: number; currency: string; maintained_minor: number; ledger_minor: number }[];
  points: { customer_id: number; maintained: number; ledger: number }[];
}

async function audit(): Promise<Audit> {
  const finance = await staffMember(t.app, 'finance');
  const response = await t.app.inject({ url: '/ops/ledger/audit', headers: finance.headers });
  expect(response.statusCode).toBe(200);
  return body<Audit>(response).data;
}

describe('maintained balances and points', () => {
  it('getUser answers the figures every movement maintains, and the audit finds them in step', async () => {
    const customer = await registerCustomer(t.app, { store_id: 1, currency_id: 3 });
    await t.app.ctx.db.transaction(async (tx) => {
      for (let index = 0; index < 40; index += 1) await creditBalance(tx, customer.id, 'top_up', money(250, 'AUD'));
      await chargeBalance(tx, customer.id, money(1_999, 'AUD'));
      await earnPoints(tx, customer.id, 37, { reference: 'test' });
    });
    const info = body<{ balance: string; points: number }>(
      await t.app.inject({ url: '/api/getUser', headers: customer.headers }),
    ).data;
    expect(info).toMatchObject({ balance: '80.01', points: 37 });
    const report = await audit();
    expect(report.wallets.filter((row) => row.customer_id === customer.id)).toEqual([]);
    expect(report.points.filter((row) => row.customer_id === customer.id)).toEqual([]);
  });

  it('reports a wallet or points figure that an entry written around the ledger put out of step', async () => {
    const customer = await registerCustomer(t.app, { store_id: 1, currency_id: 3 });
    await t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', money(1_000, 'AUD')));
    await t.app.ctx.db
      .insert(balanceEntries)
      .values({ customerId: customer.id, currencyId: 3, amountMinor: 5, kind: 'top_up' });
    await t.app.ctx.db.insert(pointEntries).values({ customerId: customer.id, points: 9, kind: 'points_adjustment' });
    const report = await audit();
    expect(report.in_step).toBe(false);
    expect(report.wallets.filter((row) => row.customer_id === customer.id)).toEqual([
      { customer_id: customer.id, currency: 'AUD', maintained_minor: 1_000, ledger_minor: 1_005 },
    ]);
    expect(report.points.filter((row) => row.customer_id === customer.id)).toEqual([
      { customer_id: customer.id, maintained: 0, ledger: 9 },
    ]);
  });

  it('is for finance staff only', async () => {
    const customer = await registerCustomer(t.app);
    expect((await t.app.inject({ url: '/ops/ledger/audit', headers: customer.headers })).statusCode).toBe(403);
    const warehouse = await staffMember(t.app, 'warehouse');
    expect((await t.app.inject({ url: '/ops/ledger/audit', headers: warehouse.headers })).statusCode).toBe(403);
  });
});
