import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  DAY,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';
import { isAddressConfirmation, type ParsedMail, parseMail, startSmtpServer } from './support/smtp.js';
import { waybillFixtures } from './support/waybills.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let staff: { authorization: string };
const { get, post, ops, ok } = waybillFixtures(() => ({ t, staff }));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    config: { staff: STAFF_CREDENTIALS, smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` },
  });
  staff = await staffHeaders(t.app);
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

/** Every mail the SMTP server received for an address so far (after the outbox is drained), oldest first. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  await t.app.outbox.drain();
  // Without the address confirmation each sign-up sends (email-confirmation.test.ts is about that one).
  return smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => parseMail(mail.raw))
    .filter((mail) => !isAddressConfirmation(mail));
}

async function adjustPoints(customer: TestCustomer, points: number) {
  expect((await ops(`/ops/customers/${customer.id}/points`, { points, reason: 'goodwill' })).statusCode).toBe(200);
}

/** Dates the customer's point entries so far `days` before the test clock's now, as if written then. */
async function age(customer: TestCustomer, days: number) {
  const at = new Date(t.clock.now().getTime() - days * DAY).toISOString();
  await t.app.ctx.db.execute(sql`update point_entries set created_at = ${at} where customer_id = ${customer.id}`);
}

async function runExpiry() {
  return ok<{ expired: number; warned: number }>(await ops('/ops/points/expire'));
}

const isoDay = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);

describe('points about to expire', () => {
  it('warns once per dormancy by mail in the customer’s language, then tells the expiry when it happens', async () => {
    const customer = await registerCustomer(t.app, {}, 'tw');
    await adjustPoints(customer, 30);
    await age(customer, 710);

    // The daily job run twice (or on two servers) warns once.
    const runs = await Promise.all([runExpiry(), runExpiry()]);
    expect(runs.reduce((sum, run) => sum + run.warned, 0)).toBe(1);
    expect(await runExpiry()).toEqual({ expired: 0, warned: 0 });
    const warnings = (await mailsTo(customer.email)).filter((mail) => mail.subject.includes('到期'));
    expect(warnings.map((mail) => mail.subject)).toEqual([`您的 30 點數將於 ${isoDay(20)} 到期`]);
    expect(warnings[0]?.text).toContain('在此之前獲得或使用點數');
    expect(warnings[0]?.text).toContain('優惠與獎勵通知');
    expect(warnings[0]?.headers['list-unsubscribe']).toBeTruthy();
    // In the app: the points log says when they lapse, and that it is soon.
    const inApp = await ok<{ points: number; expires_at: string | null; expiring_soon: boolean }>(
      await get(customer, '/api/pointHistory'),
    );
    expect(inApp).toMatchObject({ points: 30, expiring_soon: true });
    expect(inApp.expires_at?.slice(0, 10)).toBe(isoDay(20));

    // When the rule takes them, the expiry itself is told, once.
    await age(customer, 730);
    expect(await runExpiry()).toEqual({ expired: 1, warned: 0 });
    expect(await runExpiry()).toEqual({ expired: 0, warned: 0 });
    const expired = (await mailsTo(customer.email)).filter((mail) => mail.subject === '您的 30 點數已到期');
    expect(expired).toHaveLength(1);
    expect(expired[0]?.text).toContain('730 天沒有變動');
  });

  it('a movement starts a new dormancy that is warned again; points far from the rule are not warned', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const fresh = await registerCustomer(t.app, {}, 'en');
    await adjustPoints(customer, 10);
    await adjustPoints(fresh, 10);
    await age(customer, 705);
    await age(fresh, 600);
    expect((await runExpiry()).warned).toBeGreaterThanOrEqual(1);
    await adjustPoints(customer, 5);
    await age(customer, 701);
    expect((await runExpiry()).warned).toBeGreaterThanOrEqual(1);
    const subjects = (await mailsTo(customer.email))
      .map((mail) => mail.subject)
      .filter((subject) => /points/.test(subject));
    expect(subjects).toEqual([`Your 10 points expire on ${isoDay(25)}`, `Your 15 points expire on ${isoDay(29)}`]);
    expect((await mailsTo(fresh.email)).filter((mail) => /points/.test(mail.subject))).toEqual([]);
    expect(await ok(await get(fresh, '/api/pointHistory'))).toMatchObject({ points: 10, expiring_soon: false });
  });

  it('follows the offers-and-rewards setting: switched off, no mail', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const settings = { shipment_email: true, shipment_sms: false, promotion_email: false, promotion_sms: false };
    expect((await post(customer, '/api/updateClientSubscribeConfig', settings)).statusCode).toBe(200);
    await adjustPoints(customer, 10);
    await age(customer, 710);
    expect((await runExpiry()).warned).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(customer.email)).map((mail) => mail.subject)).toEqual(['Welcome to Parcelway']);
  });
});

describe('a lottery prize won', () => {
  const names = (en: string) => ({ name_en: en, name_cn: `${en} 中`, name_tw: `${en} 繁` });

  async function topUp(customer: TestCustomer) {
    const proof = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png, {
      purpose: 'bank_proof',
      filename: 'transfer.png',
    });
    const asked = await ok<{ top_up: { id: number } }>(
      await post(customer, '/api/chargeActionNew', {
        amount: '20',
        currency: 'AUD',
        method: 'bank_transfer',
        agree: true,
        proof: proof.url,
      }),
    );
    expect((await ops(`/ops/top-ups/${asked.top_up.id}/review`, { approve: true })).statusCode).toBe(200);
  }

  it('is mailed in the customer’s language, once however often the draw is replayed; nothing won, no mail', async () => {
    for (const running of await ok<{ id: number }[]>(
      await t.app.inject({ url: '/ops/lottery-wheels', headers: staff }),
    ))
      await ops(`/ops/lottery-wheels/${running.id}/active`, { active: false });
    const wheel = await ok<{ id: number }>(
      await ops('/ops/lottery-wheels', {
        ...names('Top-up wheel'),
        draws_per_top_up: 1,
        prizes: [{ ...names('50 points'), kind: 'points', points: 50, weight: 1 }],
      }),
    );
    const customer = await registerCustomer(t.app, {}, 'cn');
    await topUp(customer);
    const draw = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/drawLotteryAction',
        headers: { ...customer.headers, 'idempotency-key': `prize-${customer.id}` },
        payload: { wheel_id: wheel.id },
      });
    const answers = await Promise.all([draw(), draw(), draw()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const won = (await mailsTo(customer.email)).filter((mail) => mail.subject.includes('幸运转盘'));
    expect(won.map((mail) => mail.subject)).toEqual(['恭喜您在幸运转盘中获得 50 points 中']);
    expect(won[0]?.text).toContain('积分已计入您的积分余额。');
    expect(won[0]?.text).toContain('/#/pages/personal/log');
    const history = await ok<{ list: { kind: string }[] }>(await get(customer, '/api/pointHistory'));
    expect(history.list.filter((entry) => entry.kind === 'points_prize')).toHaveLength(1);

    const nothing = await ok<{ id: number }>(
      await ops('/ops/lottery-wheels', {
        ...names('Thanks wheel'),
        prizes: [{ ...names('Thanks'), kind: 'none', weight: 1 }],
      }),
    );
    await ops(`/ops/lottery-wheels/${wheel.id}/active`, { active: false });
    const other = await registerCustomer(t.app, {}, 'en');
    await topUp(other);
    const drawn = await post(other, '/api/drawLotteryAction', { wheel_id: nothing.id });
    expect(body<{ kind: string }>(drawn).data.kind).toBe('none');
    expect((await mailsTo(other.email)).filter((mail) => mail.subject.includes('lottery'))).toEqual([]);
  });
});
