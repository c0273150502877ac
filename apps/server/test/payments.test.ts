import { randomUUID } from 'node:crypto';
import { type Money, money, parseMajor } from '@parcelway/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import type { PaymentAttemptRow } from '../src/db/schema/index.js';
import type { AppContext } from '../src/http/context.js';
import { AppError } from '../src/http/errors.js';
import {
  asPaymentConflict,
  creditBalance,
  earnPoints,
  payWithBalance,
  refundToBalance,
  type Settlement,
  settleAttempt,
  spendPoints,
  startProviderPayment,
  withIdempotency,
} from '../src/modules/payments/index.js';
import { sandboxSecret } from '../src/modules/payments/providers/index.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxNotification } from '../src/modules/payments/providers/sandbox.js';
import { body, createTestApp, registerCustomer, type TestApp, type TestCustomer } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const aud = (amount: string) => parseMajor(amount, 'AUD');
/** What a test purpose's settlement saw: which targets were paid, which failed. */
const paidTargets: number[] = [];
const failedTargets: number[] = [];
const testOrderSettlement: Settlement = {
  succeeded: async (_tx, _ctx, attempt: PaymentAttemptRow) => {
    paidTargets.push(attempt.targetId ?? -1);
  },
  failed: async (_tx, _ctx, attempt: PaymentAttemptRow) => {
    failedTargets.push(attempt.targetId ?? -1);
  },
};
/** The app's context with a test purpose named beside the app's own. */
const ctx = (): AppContext => ({
  ...t.app.ctx,
  settlements: { ...t.app.ctx.settlements, test_order: testOrderSettlement },
});
const transaction = <T>(work: (tx: Database) => Promise<T>) => ctx().db.transaction(work);

async function walletState(customerId: number, currencyId = 3) {
  const result = await ctx().db.execute<{ balance: string | null; total: string | null; negative: string }>(sql`
    select (select balance_minor from balance_accounts where customer_id = ${customerId} and currency_id = ${currencyId}) as balance,
           (select sum(amount_minor) from balance_entries where customer_id = ${customerId} and currency_id = ${currencyId}) as total,
           (select count(*) from balance_entries where customer_id = ${customerId} and balance_after_minor < 0) as negative`);
  const row = (result as unknown as { rows: { balance: string | null; total: string | null; negative: string }[] })
    .rows[0];
  return {
    balance: Number(row?.balance ?? 0),
    sum: Number(row?.total ?? 0),
    negativeAfter: Number(row?.negative ?? 0),
  };
}

function errorKey(error: unknown): string {
  const mapped = asPaymentConflict(error);
  if (mapped instanceof AppError) return mapped.messageKey;
  throw error;
}

describe('the balance ledger on the database (property)', () => {
  it('keeps the wallet equal to the sum of its entries and never below zero through top-ups, payments and refunds', async () => {
    const step = fc.oneof(
      fc.record({ type: fc.constant('topUp' as const), cents: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ type: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 80_000 }) }),
      fc.record({ type: fc.constant('refund' as const), pick: fc.nat(), cents: fc.integer({ min: 1, max: 80_000 }) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const customer = await registerCustomer(t.app, { email: `ledger.${run}.${randomUUID()}@example.com` });
        let model = 0;
        const payments: { attemptId: string; cents: number; refunded: number }[] = [];
        for (const [index, operation] of steps.entries()) {
          if (operation.type === 'topUp') {
            await transaction((tx) => creditBalance(tx, customer.id, 'top_up', money(operation.cents, 'AUD')));
            model += operation.cents;
          } else if (operation.type === 'pay') {
            try {
              const attempt = await transaction((tx) =>
                payWithBalance(tx, ctx(), {
                  customerId: customer.id,
                  purpose: 'test_order',
                  targetId: run * 1000 + index,
                  amount: money(operation.cents, 'AUD'),
                }),
              );
              model -= operation.cents;
              payments.push({ attemptId: attempt.id, cents: operation.cents, refunded: 0 });
            } catch (error) {
              expect(errorKey(error)).toBe('payment.insufficientBalance');
              expect(operation.cents).toBeGreaterThan(model);
            }
          } else {
            const payment = payments[operation.pick % Math.max(payments.length, 1)];
            if (!payment) continue;
            try {
              await transaction((tx) => refundToBalance(tx, payment.attemptId, money(operation.cents, 'AUD')));
              model += operation.cents;
              payment.refunded += operation.cents;
            } catch (error) {
              expect(errorKey(error)).toBe('payment.refundTooLarge');
              expect(operation.cents).toBeGreaterThan(payment.cents - payment.refunded);
            }
          }
          const state = await walletState(customer.id);
          expect(state).toEqual({ balance: model, sum: model, negativeAfter: 0 });
        }
      }),
      { numRuns: 12 },
    );
  });

  it('refuses a negative wallet in the database itself (check constraint), whatever the code does', async () => {
    const customer = await registerCustomer(t.app);
    await transaction((tx) => creditBalance(tx, customer.id, 'top_up', aud('5')));
    await expect(
      ctx().db.execute(sql`update balance_accounts set balance_minor = -1 where customer_id = ${customer.id}`),
    ).rejects.toThrow();
    expect((await walletState(customer.id)).balance).toBe(500);
  });

  it('spends points only while there are enough', async () => {
    const customer = await registerCustomer(t.app);
    await transaction((tx) => earnPoints(tx, customer.id, 300));
    await transaction((tx) => spendPoints(tx, customer.id, 250));
    await expect(transaction((tx) => spendPoints(tx, customer.id, 51))).rejects.toMatchObject({
      messageKey: 'payment.insufficientPoints',
    });
    const history = body<{ points: number; list: { kind: string; points: number; points_after: number }[] }>(
      await t.app.inject({ url: '/api/pointHistory', headers: customer.headers }),
    ).data;
    expect(history.points).toBe(50);
    expect(history.list.map((entry) => [entry.kind, entry.points, entry.points_after])).toEqual([
      ['points_spent', -250, 50],
      ['points_earned', 300, 300],
    ]);
  });
});

describe('paying one target at the same time (balance)', () => {
  it('20 parallel payments of one target: exactly one succeeds and the balance drops once', async () => {
    const customer = await registerCustomer(t.app);
    await transaction((tx) => creditBalance(tx, customer.id, 'top_up', aud('100')));
    const target = 900_001;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        transaction((tx) =>
          payWithBalance(tx, ctx(), {
            customerId: customer.id,
            purpose: 'test_order',
            targetId: target,
            amount: aud('30'),
          }),
        ),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    expect(succeeded).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect(errorKey(result.reason)).toBe('payment.alreadyPaid');
    expect(await walletState(customer.id)).toEqual({ balance: 7000, sum: 7000, negativeAfter: 0 });
    expect(paidTargets.filter((paid) => paid === target)).toHaveLength(1);
  });

  it('20 parallel payments of different targets never take the wallet below zero', async () => {
    const customer = await registerCustomer(t.app);
    await transaction((tx) => creditBalance(tx, customer.id, 'top_up', aud('100')));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        transaction((tx) =>
          payWithBalance(tx, ctx(), {
            customerId: customer.id,
            purpose: 'test_order',
            targetId: 910_000 + index,
            amount: aud('30'),
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results)
      if (result.status === 'rejected') expect(errorKey(result.reason)).toBe('payment.insufficientBalance');
    expect(await walletState(customer.id)).toEqual({ balance: 1000, sum: 1000, negativeAfter: 0 });
  });
});

describe('Idempotency-Key', () => {
  const topUp = (customer: TestCustomer, key: string | undefined, amount = '100') =>
    t.app.inject({
      method: 'POST',
      url: '/api/chargeActionNew',
      headers: { ...customer.headers, lang: 'en', ...(key && { 'idempotency-key': key }) },
      payload: { amount, currency: 'AUD', method: 'card', agree: true },
    });

  it('returns the first answer to a retry and records one top-up', async () => {
    const customer = await registerCustomer(t.app);
    const first = await topUp(customer, 'retry-1');
    const again = await topUp(customer, 'retry-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(body(again).data).toEqual(body(first).data);
    const records = body<{ total: number }>(
      await t.app.inject({ url: '/api/rechargeRecord', headers: customer.headers }),
    );
    expect(records.data.total).toBe(1);
    // Without a key, each request acts.
    await topUp(customer, undefined);
    await topUp(customer, undefined);
    expect(
      body<{ total: number }>(await t.app.inject({ url: '/api/rechargeRecord', headers: customer.headers })).data.total,
    ).toBe(3);
  });

  it('refuses the same key with a different request (422) and a malformed key (400); keys are per customer', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    await topUp(customer, 'key-2', '100');
    const changed = await topUp(customer, 'key-2', '200');
    expect([changed.statusCode, body(changed).msg]).toEqual([
      422,
      'This Idempotency-Key was already used for a different request.',
    ]);
    const malformed = await topUp(customer, 'has spaces in it');
    expect(malformed.statusCode).toBe(400);
    const other = await registerCustomer(t.app);
    const theirs = await topUp(other, 'key-2', '100');
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(body<{ top_up: { id: number } }>(theirs).data.top_up.id).not.toBe(
      body<{ top_up: { id: number } }>(await topUp(customer, 'key-2', '100')).data.top_up.id,
    );
  });

  it('10 parallel requests with one key act once and all get the first answer', async () => {
    const customer = await registerCustomer(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => topUp(customer, 'parallel-key')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => body<{ top_up: { id: number } }>(answer).data.top_up.id));
    expect(ids.size).toBe(1);
    expect(
      body<{ total: number }>(await t.app.inject({ url: '/api/rechargeRecord', headers: customer.headers })).data.total,
    ).toBe(1);
  });

  it('a payment retried with its key charges once (the helper the waybill routes use)', async () => {
    const customer = await registerCustomer(t.app);
    await transaction((tx) => creditBalance(tx, customer.id, 'top_up', aud('50')));
    const pay = () =>
      withIdempotency(
        ctx(),
        { customerId: customer.id, key: 'pay-once', fingerprint: 'balancePay 920001' },
        async (tx) => {
          const attempt = await payWithBalance(tx, ctx(), {
            customerId: customer.id,
            purpose: 'test_order',
            targetId: 920_001,
            amount: aud('20'),
          });
          return { code: 200, msg: 'ok', attempt_id: attempt.id };
        },
      );
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(new Set(answers.map((answer) => answer.data.attempt_id)).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect((await walletState(customer.id)).balance).toBe(3000);
  });
});

describe('provider notifications', () => {
  async function cardTopUp(customer: TestCustomer, amount = '80') {
    const answer = body<{ top_up: { id: number }; attempt_id: string; pay_url: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/chargeActionNew',
        headers: customer.headers,
        payload: { amount, currency: 'AUD', method: 'card', agree: true },
      }),
    ).data;
    const redirect = await t.app.inject({ url: answer.pay_url });
    const checkoutId = String(redirect.headers.location).split('/').at(-1) ?? '';
    return { ...answer, checkoutId };
  }

  function notification(checkoutId: string, attemptId: string, options: { amountMinor?: number; id?: string } = {}) {
    return JSON.stringify({
      id: options.id ?? `evt_${randomUUID()}`,
      checkout_id: checkoutId,
      merchant_reference: attemptId,
      outcome: 'succeeded',
      amount_minor: options.amountMinor ?? 8000,
      currency: 'AUD',
    });
  }

  const deliver = (raw: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/notify/airwallex',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature, lang: 'en' },
      payload: raw,
    });
  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  const secret = () => sandboxSecret(ctx().config, 'airwallex');
  const balanceOf = async (customer: TestCustomer) =>
    body<{ balance: string }>(await t.app.inject({ url: '/api/accountBalance', headers: customer.headers })).data
      .balance;

  it('acts on a signed notification once: a replay of it changes nothing', async () => {
    const customer = await registerCustomer(t.app);
    const topUp = await cardTopUp(customer);
    const raw = notification(topUp.checkoutId, topUp.attempt_id);
    const signature = signSandboxNotification(secret(), raw, now());
    expect(body(await deliver(raw, signature)).data).toEqual({ result: 'settled' });
    expect(body(await deliver(raw, signature)).data).toEqual({ result: 'replayed' });
    const again = notification(topUp.checkoutId, topUp.attempt_id);
    expect(body(await deliver(again, signSandboxNotification(secret(), again, now()))).data).toEqual({
      result: 'ignored',
    });
    expect(await balanceOf(customer)).toBe('80.00');
  });

  it('refuses a forged, tampered or stale notification and changes nothing', async () => {
    const customer = await registerCustomer(t.app);
    const topUp = await cardTopUp(customer);
    const raw = notification(topUp.checkoutId, topUp.attempt_id);
    const forged = await deliver(raw, signSandboxNotification('not-the-secret', raw, now()));
    expect([forged.statusCode, body(forged).msg]).toEqual([400, 'The payment notification could not be verified.']);
    const signature = signSandboxNotification(secret(), raw, now());
    const tampered = await deliver(raw.replace('"amount_minor":8000', '"amount_minor":9000'), signature);
    expect(tampered.statusCode).toBe(400);
    const stale = await deliver(raw, signSandboxNotification(secret(), raw, now() - 301));
    expect(stale.statusCode).toBe(400);
    expect((await deliver(raw, 'garbage')).statusCode).toBe(400);
    // Signed, but for another amount than the attempt: recorded and ignored.
    const wrongAmount = notification(topUp.checkoutId, topUp.attempt_id, { amountMinor: 1 });
    expect(body(await deliver(wrongAmount, signSandboxNotification(secret(), wrongAmount, now()))).data).toEqual({
      result: 'ignored',
    });
    expect(await balanceOf(customer)).toBe('0.00');
    const result = body<{ status: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/getPayResult',
        headers: customer.headers,
        payload: { attempt_id: topUp.attempt_id },
      }),
    ).data;
    expect(result.status).toBe('not_completed');
  });

  it('settles from the provider answer when the notification is lost (getPayResult asks queryResult)', async () => {
    const customer = await registerCustomer(t.app);
    const topUp = await cardTopUp(customer, '45');
    // The customer paid on the provider's page, but its notification never arrived.
    await ctx().db.execute(sql`update sandbox_checkouts set status = 'paid' where id = ${topUp.checkoutId}`);
    const result = body<{ status: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/getPayResult',
        headers: customer.headers,
        payload: { top_up_id: topUp.top_up.id },
      }),
    ).data;
    expect(result.status).toBe('completed');
    expect(await balanceOf(customer)).toBe('45.00');
  });

  it('keeps a second success for an already paid target as a duplicate, running no handler, and credits it to the balance once', async () => {
    const customer = await registerCustomer(t.app);
    await transaction((tx) => creditBalance(tx, customer.id, 'top_up', aud('100')));
    const target = 930_001;
    await transaction((tx) =>
      payWithBalance(tx, ctx(), {
        customerId: customer.id,
        purpose: 'test_order',
        targetId: target,
        amount: aud('10'),
      }),
    );
    const start = await transaction((tx) =>
      startProviderPayment(tx, ctx(), {
        customerId: customer.id,
        purpose: 'test_order',
        targetId: target,
        method: 'card',
        amount: aud('10'),
      }),
    );
    const settled = await transaction((tx) => settleAttempt(tx, ctx(), start.attempt_id, { status: 'succeeded' }));
    expect(settled.attempt?.status).toBe('duplicate');
    expect(paidTargets.filter((paid) => paid === target)).toHaveLength(1);
    // 100 topped up, 10 paid from the balance, the 10 paid again by card credited back: 100.
    expect((await walletState(customer.id)).balance).toBe(10000);
    // Settled again (a replayed notification), nothing moves; a manual refund on top is refused.
    const replay = await transaction((tx) => settleAttempt(tx, ctx(), start.attempt_id, { status: 'succeeded' }));
    expect(replay.changed).toBe(false);
    await expect(transaction((tx) => refundToBalance(tx, start.attempt_id, aud('10')))).rejects.toThrow(
      'payment.refundTooLarge',
    );
    expect((await walletState(customer.id)).balance).toBe(10000);
  });

  it('charges a failed card payment nothing and tells the purpose', async () => {
    const customer = await registerCustomer(t.app);
    const start = await transaction((tx) =>
      startProviderPayment(tx, ctx(), {
        customerId: customer.id,
        purpose: 'test_order',
        targetId: 940_001,
        method: 'paypal',
        amount: aud('10'),
      }),
    );
    await transaction((tx) => settleAttempt(tx, ctx(), start.attempt_id, { status: 'failed', reason: 'declined' }));
    expect(failedTargets).toContain(940_001);
    const again = await transaction((tx) => settleAttempt(tx, ctx(), start.attempt_id, { status: 'succeeded' }));
    expect(again.changed).toBe(false);
  });
});

describe('invoice PDF', () => {
  const invoice = (language: 'en' | 'cn' | 'tw', lines = 3) => ({
    number: 'PW2611000123',
    language,
    issuedAt: new Date('2026-11-23T10:00:00Z'),
    paidAt: new Date('2026-11-23T11:00:00Z'),
    issuer: { name: 'Parcelway', lines: ['support@parcelway.example'] },
    customer: { name: '林美', supportNumber: '100042', email: 'mei@example.com' },
    lines: Array.from({ length: lines }, (_, index) => ({ description: `运费 line ${index + 1}`, amount: aud('10') })),
    total: money(lines * 1000, 'AUD'),
    payments: [{ method: 'Balance', amount: money(lines * 1000, 'AUD') }],
  });

  /** Every cross-reference entry points at its object, as a reader checks. */
  function checkStructure(pdf: Buffer) {
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
    for (const stream of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (stream.index ?? 0) + stream[0].length;
      expect(text.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe('\nendstream');
    }
    return text;
  }

  it('renders a real PDF with the lines and totals, Chinese in the reader-supplied CJK font of the language', async () => {
    const { renderInvoicePdf } = await import('../src/modules/payments/index.js');
    const chinese = checkStructure(renderInvoicePdf(invoice('cn')));
    expect(chinese).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(chinese).toContain('<53d17968>'); // 发票
    expect(chinese).toContain('(AUD 30.00) Tj');
    const traditional = checkStructure(renderInvoicePdf(invoice('tw')));
    expect(traditional).toContain('/BaseFont /MSung-Light /Encoding /UniCNS-UCS2-H');
    expect(traditional).toContain('<767c7968>'); // 發票
    const long = checkStructure(renderInvoicePdf(invoice('en', 80)));
    expect(Number(/\/Count (\d+)/.exec(long)?.[1])).toBeGreaterThan(1);
  });

  it('stores the PDF for its customer and serves it through a signed link', async () => {
    const { storeInvoicePdf } = await import('../src/modules/payments/index.js');
    const customer = await registerCustomer(t.app);
    const file = await storeInvoicePdf(ctx(), customer.id, invoice('en'));
    expect(file).toMatchObject({ mime: 'application/pdf', name: 'invoice-PW2611000123.pdf' });
    const read = await t.app.inject({ url: file.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
  });
});

describe('points at checkout', () => {
  it('offers at most 10 % of the freight, spending only the points needed', async () => {
    const { pointsHeld, pointsSummary } = await import('../src/modules/payments/index.js');
    const { ratesToday } = await import('../src/modules/logistics/reads.js');
    const customer = await registerCustomer(t.app);
    await transaction((tx) => earnPoints(tx, customer.id, 5_000));
    const { rates } = await ratesToday(ctx());
    const pointsForPayment = async (customerId: number, freight: Money, payable?: Money) =>
      pointsSummary(await pointsHeld(ctx().db, customerId), freight, rates, payable);
    expect(await pointsForPayment(customer.id, aud('80'))).toMatchObject({
      points: 5_000,
      points_used: 800,
      offset: '8.00',
      cap: '8.00',
    });
    expect(await pointsForPayment(customer.id, aud('80'), aud('3'))).toMatchObject({
      points_used: 300,
      offset: '3.00',
    });
  });
});

describe('provider configuration', () => {
  it('uses the sandbox without a client, refuses keys without a client, and offers nothing when the sandbox is off', async () => {
    const { createPaymentProviders } = await import('../src/modules/payments/providers/index.js');
    const { ConfigError } = await import('../src/config.js');
    const config = ctx().config;
    const sandboxed = createPaymentProviders(config, ctx().db);
    expect(sandboxed.get('paypal')?.mode).toBe('sandbox');
    const withKeys = { ...config, payments: { ...config.payments, liveKeys: ['paypal' as const] } };
    expect(() => createPaymentProviders(withKeys, ctx().db)).toThrow(ConfigError);
    const live = { ...sandboxed.get('paypal'), name: 'paypal', mode: 'live' } as never;
    expect(createPaymentProviders(withKeys, ctx().db, { paypal: live }).get('paypal')).toBe(live);
    const off = createPaymentProviders({ ...config, payments: { ...config.payments, sandbox: false } }, ctx().db);
    expect(off.has('airwallex')).toBe(false);
  });
});
