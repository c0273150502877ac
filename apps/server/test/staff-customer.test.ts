import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema/index.js';
import {
  body,
  createTestApp,
  mailbox,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
} from './support/app.js';
import { waybillFixtures } from './support/waybills.js';

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  perPage: number;
}
interface CustomerView {
  customer: { id: number; email: string };
  balances: { currency: string; balance: string }[] | null;
  points: number | null;
  parcels: Page<{ id: number; tracking_number: string; status: string }>;
  waybills: Page<{ id: number; shipment_id: string | null; status: string }>;
  ledger: Page<{ kind: string; amount: string; reference: string }> | null;
  points_ledger: Page<unknown> | null;
  audit: Page<{ action: string; target_type: string; target_id: string; staff_email: string }> | null;
}

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  admin = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const view = (headers: { authorization: string }, id: number) =>
  t.app.inject({ url: `/ops/customers/${id}`, headers: { ...headers, lang: 'en' } });

const adjust = (
  headers: Record<string, string>,
  id: number,
  payload: Record<string, unknown>,
  key: string | null = `adj-${Math.random()}`,
) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/customers/${id}/balance`,
    headers: { ...headers, lang: 'en', ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });

describe('the one-page customer view (GET /ops/customers/:id)', () => {
  const fixtures = waybillFixtures(() => ({ t, staff: admin }));

  it('shows profile, parcels, waybills, ledger and audit to support; sub-lists page on their own', async () => {
    const support = await staffMember(t.app, 'support');
    const mei = await registerCustomer(t.app, {}, 'en');
    const parcels = await fixtures.inStock(mei, 3);
    const waybill = await fixtures.submit(mei, parcels.slice(0, 1));

    const page = body<CustomerView>(await view(support.headers, mei.id)).data;
    expect(page.customer).toMatchObject({ id: mei.id, email: mei.email });
    expect(page.parcels.total).toBe(3);
    expect(page.parcels.list.map((parcel) => parcel.id).sort()).toEqual([...parcels].sort());
    expect(page.waybills.list.map((row) => row.id)).toEqual([waybill.id]);
    expect(page.balances).toEqual(expect.any(Array));
    expect(page.ledger).toMatchObject({ total: 0, page: 1 });
    // The check-ins were staff actions on the customer's parcels.
    expect(page.audit?.list.filter((row) => row.target_type === 'parcel').map((row) => Number(row.target_id))).toEqual(
      expect.arrayContaining(parcels),
    );

    const second = body<Page<{ id: number }>>(
      await t.app.inject({ url: `/ops/customers/${mei.id}/parcels?page=2&perPage=2`, headers: support.headers }),
    ).data;
    expect([second.total, second.page, second.list.length]).toEqual([3, 2, 1]);
    expect((await view(support.headers, 99_999_999)).statusCode).toBe(404);
  });

  it("shows an operator only their warehouses' records, and no money or audit; others get 404", async () => {
    const sydney = await staffMember(t.app, 'warehouse', [1]);
    const shanghai = await staffMember(t.app, 'warehouse', [2]);
    const content = await staffMember(t.app, 'content');
    const mei = await registerCustomer(t.app, {}, 'en');
    await fixtures.inStock(mei, 1);

    const page = body<CustomerView>(await view(sydney.headers, mei.id)).data;
    expect(page.parcels.total).toBe(1);
    expect([page.balances, page.points, page.ledger, page.points_ledger, page.audit]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect((await view(shanghai.headers, mei.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/ops/customers/${mei.id}/parcels`, headers: shanghai.headers })).statusCode,
    ).toBe(404);
    expect((await view(content.headers, mei.id)).statusCode).toBe(403);
    expect((await view(mei.headers, mei.id)).statusCode).toBe(403);
  });

  it('reads the audit of a customer with more parcels than a statement takes parameters (65,535)', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const [checkedIn = 0] = await fixtures.inStock(mei, 1);
    await t.app.ctx.db.execute(sql`
      insert into parcels (customer_id, store_id, tracking_number, status, origin)
      select ${mei.id}, 1, 'BULK' || n, 10, 'pre_alert' from generate_series(1, 70000) as n`);

    const audit = await t.app.inject({ url: `/ops/customers/${mei.id}/audit`, headers: { ...admin, lang: 'en' } });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(
      body<Page<{ target_type: string; target_id: string }>>(audit).data.list.map((row) => [
        row.target_type,
        row.target_id,
      ]),
    ).toContainEqual(['parcel', String(checkedIn)]);
  });
});

describe('staff notes on parcels and waybills', () => {
  const fixtures = waybillFixtures(() => ({ t, staff: admin }));

  it("reach the customer with the 'admin' label, audited; other warehouses and finance cannot write them", async () => {
    const support = await staffMember(t.app, 'support');
    const shanghai = await staffMember(t.app, 'warehouse', [2]);
    const finance = await staffMember(t.app, 'finance');
    const mei = await registerCustomer(t.app, {}, 'en');
    const [parcel = 0, other = 0] = await fixtures.inStock(mei, 2);
    const waybill = await fixtures.submit(mei, [other]);
    const note = (headers: { authorization: string }, url: string, content: string) =>
      t.app.inject({ method: 'POST', url, headers, payload: { content } });

    const written = await note(support.headers, `/ops/parcels/${parcel}/notes`, 'Box was wet on arrival.');
    expect(body(written).data).toMatchObject({ target_type: 'parcel', target_id: parcel, author: 'admin' });
    const detail = body<{ comments: { content: string; label: string | null }[] }>(
      await t.app.inject({ url: `/api/parcelDetail/${parcel}`, headers: mei.headers }),
    ).data;
    expect(detail.comments).toContainEqual(
      expect.objectContaining({ content: 'Box was wet on arrival.', label: 'admin' }),
    );

    expect(
      (await note(support.headers, `/ops/waybills/${waybill.id}/notes`, 'Repacked in a stronger carton.')).statusCode,
    ).toBe(200);
    const shipment = body<{ notes: { content: string; label: string | null }[] }>(
      await t.app.inject({ url: `/api/shipmentDetail/${waybill.id}`, headers: mei.headers }),
    ).data;
    expect(shipment.notes).toContainEqual(
      expect.objectContaining({ content: 'Repacked in a stronger carton.', label: 'admin' }),
    );

    expect((await note(shanghai.headers, `/ops/parcels/${parcel}/notes`, 'Not mine')).statusCode).toBe(404);
    expect((await note(shanghai.headers, `/ops/waybills/${waybill.id}/notes`, 'Not mine')).statusCode).toBe(404);
    expect((await note(finance.headers, `/ops/parcels/${parcel}/notes`, 'Finance')).statusCode).toBe(403);
    expect((await note(support.headers, `/ops/parcels/${parcel}/notes`, '   ')).statusCode).toBe(400);

    const audit = body<CustomerView>(await view(support.headers, mei.id)).data.audit?.list ?? [];
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['parcel.note', 'waybill.note']));
  });
});

describe('balance adjustment (POST /ops/customers/:id/balance)', () => {
  it('is finance only, needs a key and a reason, and refuses a debit below zero', async () => {
    const finance = await staffMember(t.app, 'finance');
    const support = await staffMember(t.app, 'support');
    const operator = await staffMember(t.app, 'warehouse', [1]);
    const mei = await registerCustomer(t.app, {}, 'en');
    const credit = { amount: '10.00', currency: 'AUD', reason: 'Goodwill for the late parcel' };

    expect((await adjust(support.headers, mei.id, credit)).statusCode).toBe(403);
    expect((await adjust(operator.headers, mei.id, credit)).statusCode).toBe(403);
    expect((await adjust(mei.headers, mei.id, credit)).statusCode).toBe(403);

    const noKey = await adjust(finance.headers, mei.id, credit, null);
    expect([noKey.statusCode, noKey.json().msg]).toEqual([
      400,
      'This change needs an Idempotency-Key header, so that a repeated request applies it only once.',
    ]);
    const zero = await adjust(finance.headers, mei.id, { ...credit, amount: '0' });
    expect([zero.statusCode, body(zero).errors]).toEqual([
      400,
      { amount: 'An amount of zero cannot be entered in the ledger.' },
    ]);
    const tooFine = await adjust(finance.headers, mei.id, { ...credit, amount: '1.234' });
    expect(body(tooFine).errors).toEqual({
      amount: 'Enter an amount other than 0 with at most 2 decimals (a minus sign takes money off).',
    });
    expect((await adjust(finance.headers, mei.id, { ...credit, reason: '' })).statusCode).toBe(400);
    expect((await adjust(finance.headers, mei.id, { ...credit, currency: 'XYZ' })).statusCode).toBe(400);
    expect((await adjust(finance.headers, 99_999_999, credit)).statusCode).toBe(404);

    const overdraw = await adjust(finance.headers, mei.id, { ...credit, amount: '-5' });
    expect(overdraw.statusCode).toBe(422);
    // Nothing was written by the refusals.
    expect(body<CustomerView>(await view(finance.headers, mei.id)).data.ledger?.total).toBe(0);
  });

  it('applies once under ten parallel clicks with one key, in step with the ledger, audited and mailed', async () => {
    const finance = await staffMember(t.app, 'finance');
    const mei = await registerCustomer(t.app, {}, 'en');
    const credit = { amount: '12.50', currency: 'AUD', reason: 'Refund of the damaged carton' };

    const answers = await Promise.all(Array.from({ length: 10 }, () => adjust(finance.headers, mei.id, credit, 'k1')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const entries = new Set(answers.map((answer) => body<{ entry_id: number }>(answer).data.entry_id));
    expect(entries.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);

    // The same key with another amount is a different request: refused, not applied.
    expect((await adjust(finance.headers, mei.id, { ...credit, amount: '99' }, 'k1')).statusCode).toBe(422);
    // A debit with its own key.
    const debit = await adjust(finance.headers, mei.id, { ...credit, amount: '-2.50', reason: 'Fee correction' }, 'k2');
    expect(body(debit).data).toMatchObject({ amount: '-2.50', balance: '10.00', currency: 'AUD' });

    const page = body<CustomerView>(await view(finance.headers, mei.id)).data;
    expect(page.balances).toContainEqual({ currency: 'AUD', balance: '10.00' });
    expect(page.ledger?.list.map((row) => [row.kind, row.amount, row.reference])).toEqual([
      ['adjustment', '-2.50', 'Fee correction'],
      ['adjustment', '12.50', 'Refund of the damaged carton'],
    ]);
    expect(page.audit?.list.filter((row) => row.action === 'balance.adjust')).toHaveLength(2);

    const audit = body<{ in_step: boolean }>(
      await t.app.inject({ url: '/ops/ledger/audit', headers: finance.headers }),
    );
    expect(audit.data.in_step).toBe(true);

    // The customer reads it in their wallet history, with the reason, and by mail.
    const history = body<Page<{ kind: string; amount: string; description: string }>>(
      await t.app.inject({ url: '/api/balanceTransactionList', headers: mei.headers }),
    ).data;
    expect(history.list[0]).toMatchObject({ kind: 'adjustment', amount: '-2.50', description: 'Fee correction' });
    const mails = await mailbox(t.app, mei.email);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        'Parcelway added AUD 12.50 to your balance',
        'Parcelway took AUD 2.50 from your balance',
      ]),
    );
    expect(mails.filter((mail) => mail.subject.startsWith('Parcelway added'))).toHaveLength(1);
  });

  it("never meets a key the customer sent: a customer's own 'ops:k3' leaves a staff key k3 free", async () => {
    const finance = await staffMember(t.app, 'finance');
    const mei = await registerCustomer(t.app, {}, 'en');
    // What a customer's payment with the header `Idempotency-Key: ops:k3` leaves in the shared key table.
    await t.app.ctx.db
      .insert(idempotencyKeys)
      .values({ customerId: mei.id, key: 'ops:k3', fingerprint: 'a customer payment', response: null });

    const credit = { amount: '5.00', currency: 'AUD', reason: 'Goodwill' };
    const applied = await adjust(finance.headers, mei.id, credit, 'k3');
    expect([applied.statusCode, applied.headers['idempotent-replayed']]).toEqual([200, undefined]);
    expect(body(applied).data).toMatchObject({ amount: '5.00', balance: '5.00' });
  });
});
