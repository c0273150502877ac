import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, verificationCodes } from '../src/db/schema/index.js';
import { CODE_MAX_ATTEMPTS, CODES_PER_TARGET_PER_DAY } from '../src/modules/verification/service.js';
import {
  body,
  createTestApp,
  DAY,
  latestCodeSentTo,
  MINUTE,
  mailbox,
  registerCustomer,
  type TestApp,
} from './support/app.js';
import { messageText, startSmtpServer } from './support/smtp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const sendResetEmail = (app: TestApp['app'], email: string) =>
  app.inject({ method: 'POST', url: '/auth/sendForgetPasswordEmail', payload: { email }, headers: { lang: 'en' } });
const resetByEmail = (app: TestApp['app'], email: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/forgetPasswordByEmail',
    payload: { email, code, password: 'NewParcel9', confirm_password: 'NewParcel9' },
    headers: { lang: 'en' },
  });

/** An answer without what differs between any two requests (its id). */
function answer(response: Awaited<ReturnType<typeof sendResetEmail>>) {
  const { request_id: _id, ...rest } = response.json();
  const data = rest.data as { sent_to?: string } | undefined;
  return { status: response.statusCode, ...rest, data: data && { ...data, sent_to: '<address>' } };
}

describe('forgotten password: an address answers the same whether or not an account has it', () => {
  it('sends a code only to an account, with the same answer, resend wait and wrong-code sentence', async () => {
    const customer = await registerCustomer(t.app);
    const stranger = `nobody.${Date.now()}@example.com`;

    const [toAccount, toStranger] = [
      await sendResetEmail(t.app, customer.email),
      await sendResetEmail(t.app, stranger),
    ];
    expect(answer(toStranger)).toEqual(answer(toAccount));
    expect(toAccount.statusCode).toBe(200);
    const mail = await t.app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(stranger)}` });
    expect(mail.json().data).toEqual([]);

    t.clock.advance(10_000);
    const [againAccount, againStranger] = [
      await sendResetEmail(t.app, customer.email),
      await sendResetEmail(t.app, stranger),
    ];
    expect(againAccount.statusCode).toBe(429);
    expect(answer(againStranger)).toEqual(answer(againAccount));

    const [wrongAccount, wrongStranger] = [
      await resetByEmail(t.app, customer.email, '000000'),
      await resetByEmail(t.app, stranger, '000000'),
    ];
    expect(body(wrongAccount).errors).toEqual({ code: 'The verification code is incorrect.' });
    expect(answer(wrongStranger)).toEqual(answer(wrongAccount));
  });

  it('answers the same for a phone with and without an account', async () => {
    const send = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/sendForgetPasswordPhone',
        payload: { phone_code: '61', phone },
        headers: { lang: 'en' },
      });
    const stranger = await send('499999999');
    expect(stranger.statusCode).toBe(200);
    const [sms] = (await t.app.inject({ url: '/dev/mailbox?to=%2B61499999999' })).json().data;
    expect(sms).toBeUndefined();
  });
});

describe('guessing a code', () => {
  it(`gives a burst of 20 parallel wrong guesses no more than ${CODE_MAX_ATTEMPTS} comparisons`, async () => {
    const customer = await registerCustomer(t.app);
    expect((await sendResetEmail(t.app, customer.email)).statusCode).toBe(200);
    const code = await latestCodeSentTo(t.app, customer.email);
    const wrong = code === '111111' ? '222222' : '111111';

    const answers = await Promise.all(Array.from({ length: 20 }, () => resetByEmail(t.app, customer.email, wrong)));
    const sentences = answers.map((response) => body(response).errors?.code);
    expect(sentences.filter((sentence) => sentence === 'The verification code is incorrect.')).toHaveLength(
      CODE_MAX_ATTEMPTS - 1,
    );
    expect(sentences.filter((sentence) => sentence === 'Too many wrong codes. Please request a new one.')).toHaveLength(
      20 - (CODE_MAX_ATTEMPTS - 1),
    );
    const [row] = await t.app.ctx.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, customer.email), eq(verificationCodes.purpose, 'reset_password')));
    expect(row?.attempts).toBe(CODE_MAX_ATTEMPTS);

    const right = await resetByEmail(t.app, customer.email, code);
    expect(body(right).errors).toEqual({ code: 'Too many wrong codes. Please request a new one.' });
  });

  it('accepts the right code on the last try', async () => {
    const customer = await registerCustomer(t.app);
    await sendResetEmail(t.app, customer.email);
    const code = await latestCodeSentTo(t.app, customer.email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let attempt = 1; attempt < CODE_MAX_ATTEMPTS; attempt += 1) {
      expect((await resetByEmail(t.app, customer.email, wrong)).statusCode).toBe(400);
    }
    expect((await resetByEmail(t.app, customer.email, code)).statusCode).toBe(200);
  });
});

describe('daily caps on sending codes', () => {
  it(`sends one address at most ${CODES_PER_TARGET_PER_DAY} codes a day`, async () => {
    const customer = await registerCustomer(t.app);
    // A day after the sign-up's confirmation code, which counts towards the cap too.
    t.clock.advance(DAY);
    for (let sent = 0; sent < CODES_PER_TARGET_PER_DAY; sent += 1) {
      expect((await sendResetEmail(t.app, customer.email)).statusCode).toBe(200);
      t.clock.advance(MINUTE);
    }
    const capped = await sendResetEmail(t.app, customer.email);
    expect(capped.statusCode).toBe(429);
    expect(body(capped).msg).toBe('Too many codes have been requested today. Please try again tomorrow.');
    t.clock.advance(DAY);
    expect((await sendResetEmail(t.app, customer.email)).statusCode).toBe(200);
  });

  it('sends one client at most its daily number of codes, whatever the addresses', async () => {
    const limited = await createTestApp({ config: { rateLimits: { codesPerDay: 3 } } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        statuses.push((await sendResetEmail(limited.app, `someone.${index}.${Date.now()}@example.com`)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const phone = await limited.app.inject({
        method: 'POST',
        url: '/auth/sendForgetPasswordPhone',
        payload: { phone_code: '61', phone: '412345678' },
        headers: { lang: 'cn' },
      });
      expect(phone.statusCode).toBe(429);
      expect(body(phone).msg).toBe('今天获取验证码的次数过多，请明天再试。');
    } finally {
      await limited.app.close();
    }
  });
});

describe('a delivered code is not kept', () => {
  it('delivers the code by SMTP and keeps only the placeholder afterwards', async () => {
    const smtp = await startSmtpServer();
    const mailing = await createTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, devMailbox: false },
    });
    try {
      // Without the dev mailbox the helper cannot read the confirmation: a reset code reaches an unconfirmed address too.
      const customer = await registerCustomer(mailing.app, {}, 'en', { confirmEmail: false });
      expect((await sendResetEmail(mailing.app, customer.email)).statusCode).toBe(200);
      const [queued] = await mailing.app.ctx.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.subject, 'Your Parcelway password reset code'));
      const code = queued?.secrets?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(queued?.body).toContain('{code}');

      await mailing.app.outbox.drain();
      const mail = smtp.received.find(
        (message) => message.to.includes(customer.email) && message.raw.includes('password reset code'),
      );
      expect(messageText(mail?.raw ?? '')).toContain(code);
      const [sent] = await mailing.app.ctx.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, queued?.id ?? 0));
      expect(sent).toMatchObject({ status: 'sent', transport: 'smtp', secrets: null });
      expect(JSON.stringify(sent)).not.toContain(code);
    } finally {
      await mailing.app.close();
      await smtp.close();
    }
  });

  it('keeps it readable in the dev mailbox, which is there to show it', async () => {
    const customer = await registerCustomer(t.app);
    await sendResetEmail(t.app, customer.email);
    await t.app.outbox.drain();
    expect(await latestCodeSentTo(t.app, customer.email)).toMatch(/^\d{6}$/);
  });
});

describe('nobody but the customer can use up their code limits', () => {
  const resend = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/resendVerifyEmail', headers: { ...headers, lang: 'en' } });

  it('reset requests for an address no account has do not block its sign-up or its later reset', async () => {
    const address = `not.yet.${Date.now()}@example.com`;
    for (let sent = 0; sent < CODES_PER_TARGET_PER_DAY + 1; sent += 1) {
      await sendResetEmail(t.app, address);
      t.clock.advance(MINUTE);
    }
    const customer = await registerCustomer(t.app, { email: address }, 'en', { confirmEmail: false });
    expect((await mailbox(t.app, address)).map((mail) => mail.subject)).toContain(
      'Confirm your e-mail address for Parcelway',
    );
    t.clock.advance(MINUTE);
    expect((await sendResetEmail(t.app, customer.email)).statusCode).toBe(200);
  });

  it('a stranger’s reset requests for my address leave my confirmation resends alone', async () => {
    const customer = await registerCustomer(t.app, {}, 'en', { confirmEmail: false });
    for (let sent = 0; sent < CODES_PER_TARGET_PER_DAY; sent += 1) {
      t.clock.advance(MINUTE);
      await sendResetEmail(t.app, customer.email);
    }
    t.clock.advance(MINUTE);
    expect((await resend(customer.headers)).statusCode).toBe(200);
  });

  it('sign-up stands when the confirmation hits a limit; the customer asks again later', async () => {
    // Another account asks to move to the address: a confirmation goes there just before its owner signs up.
    const other = await registerCustomer(t.app);
    const address = `wanted.${Date.now()}@example.com`;
    for (let sent = 0; sent < CODES_PER_TARGET_PER_DAY; sent += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/updateEmail',
        headers: other.headers,
        payload: { email: address, password: other.password },
      });
      t.clock.advance(MINUTE);
    }
    const customer = await registerCustomer(t.app, { email: address }, 'en', { confirmEmail: false });
    expect(customer.id).toBeGreaterThan(0);
    t.clock.advance(MINUTE);
    expect((await resend(customer.headers)).statusCode).toBe(200);
  });
});
