import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema/index.js';
import {
  CODE_DAILY_LIMIT_PER_CLIENT,
  CODE_DAILY_LIMIT_PER_TARGET,
  CODE_MAX_ATTEMPTS,
} from '../src/modules/verification/service.js';
import { body, createTestApp, DAY, latestCodeSentTo, mailbox, registerCustomer, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

/** Each test asks from its own address, so the daily cap per client of one test does not reach another. */
let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

const sendResetEmail = (email: string, remoteAddress = '192.0.2.1') =>
  t.app.inject({
    method: 'POST',
    url: '/auth/sendForgetPasswordEmail',
    payload: { email },
    headers: { lang: 'en' },
    remoteAddress,
  });
const resetByEmail = (email: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/forgetPasswordByEmail',
    payload: { email, code, password: 'NewParcel9', confirm_password: 'NewParcel9' },
    headers: { lang: 'en' },
  });

describe('guessing a code', () => {
  it('compares no more than 5 of 20 parallel wrong guesses; the right code is then refused too', async () => {
    const customer = await registerCustomer(t.app);
    expect((await sendResetEmail(customer.email, newAddress())).statusCode).toBe(200);
    const code = await latestCodeSentTo(t.app, customer.email);
    const wrong = code === '000000' ? '111111' : '000000';

    const answers = await Promise.all(Array.from({ length: 20 }, () => resetByEmail(customer.email, wrong)));
    const messages = answers.map((answer) => body(answer).errors?.code);
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    // Only the tries that were reserved are compared; 4 of them are told "incorrect", the 5th "too many".
    expect(messages.filter((message) => message === 'The verification code is incorrect.')).toHaveLength(
      CODE_MAX_ATTEMPTS - 1,
    );
    expect(messages.filter((message) => message === 'Too many wrong codes. Please request a new one.')).toHaveLength(
      20 - (CODE_MAX_ATTEMPTS - 1),
    );
    const [row] = await t.app.ctx.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, customer.email));
    expect(row?.attempts).toBe(CODE_MAX_ATTEMPTS);
    expect(body(await resetByEmail(customer.email, code)).errors?.code).toBe(
      'Too many wrong codes. Please request a new one.',
    );
  });
});

describe('daily caps on sending codes', () => {
  it(`sends an address at most ${CODE_DAILY_LIMIT_PER_TARGET} codes in 24 hours, then again the next day`, async () => {
    const customer = await registerCustomer(t.app);
    const address = newAddress();
    for (let i = 0; i < CODE_DAILY_LIMIT_PER_TARGET; i += 1) {
      expect((await sendResetEmail(customer.email, address)).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const capped = await sendResetEmail(customer.email, newAddress());
    expect(capped.statusCode).toBe(429);
    expect(body(capped).msg).toBe('Too many codes have been requested today. Please try again tomorrow.');
    expect(await mailbox(t.app, customer.email)).toHaveLength(CODE_DAILY_LIMIT_PER_TARGET + 1); // + the welcome
    t.clock.advance(DAY);
    expect((await sendResetEmail(customer.email, address)).statusCode).toBe(200);
  });

  it(`lets one client address ask for ${CODE_DAILY_LIMIT_PER_CLIENT} codes in 24 hours, whatever the targets`, async () => {
    const address = newAddress();
    for (let i = 0; i < CODE_DAILY_LIMIT_PER_CLIENT; i += 1) {
      expect((await sendResetEmail(`someone.${randomUUID()}@example.com`, address)).statusCode).toBe(200);
    }
    const capped = await sendResetEmail(`someone.${randomUUID()}@example.com`, address);
    expect(capped.statusCode).toBe(429);
    expect(body(capped).msg).toBe('Too many codes have been requested today. Please try again tomorrow.');
    const cn = await t.app.inject({
      method: 'POST',
      url: '/auth/sendForgetPasswordEmail',
      payload: { email: `someone.${randomUUID()}@example.com` },
      remoteAddress: address,
    });
    expect(body(cn).msg).toBe('今天获取验证码的次数过多，请明天再试。');
    expect((await sendResetEmail(`someone.${randomUUID()}@example.com`, newAddress())).statusCode).toBe(200);
  });
});

describe('forgotten password answers alike for any address', () => {
  it('answers an unknown email exactly as a registered one, and sends the unknown one nothing', async () => {
    const customer = await registerCustomer(t.app);
    const stranger = `nobody.${randomUUID()}@example.com`;
    const known = await sendResetEmail(customer.email, newAddress());
    const unknown = await sendResetEmail(stranger, newAddress());
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(body(unknown)).toEqual({ ...body(known), data: { sent_to: stranger } });
    expect(await mailbox(t.app, stranger)).toEqual([]);
    // The same 60-second wait applies to both, so a second request tells nothing either.
    const again = [await sendResetEmail(customer.email, newAddress()), await sendResetEmail(stranger, newAddress())];
    expect(again.map((response) => response.statusCode)).toEqual([429, 429]);
    expect(body(again[1] as never).msg).toBe(body(again[0] as never).msg);
    // Resetting an address without an account fails like a wrong code.
    const reset = await resetByEmail(stranger, '123456');
    expect(reset.statusCode).toBe(400);
    expect(body(reset).errors?.code).toBe('The verification code is incorrect.');
  });

  it('answers an unknown phone exactly as a registered one, and sends it nothing', async () => {
    const phone = `4${String(Date.now()).slice(-8)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/sendForgetPasswordPhone',
      payload: { phone_code: '61', phone },
      headers: { lang: 'en' },
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toEqual({ sent_to: `+61${phone}` });
    expect(await mailbox(t.app, `+61${phone}`)).toEqual([]);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/forgetPasswordByPhone',
      payload: { phone_code: '61', phone, code: '123456', password: 'ByPhone2026', confirm_password: 'ByPhone2026' },
      headers: { lang: 'en' },
    });
    expect(body(reset).errors?.code).toBe('The verification code is incorrect.');
  });
});
