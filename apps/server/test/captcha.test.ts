import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaptchaStandIn, startCaptchaStandIn } from '../scripts/captcha-stand-in.js';
import { FAILED_LOGINS_BEFORE_CAPTCHA } from '../src/modules/captcha/failed-logins.js';
import { miniProgramSignature } from '../src/modules/captcha/mini-program.js';
import { body, createTestApp, MINUTE, registrationBody, type TestApp } from './support/app.js';

const MP_SECRET = 'mini-program-signing-secret-0123456789abcdef';

let stand: CaptchaStandIn;
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  stand = await startCaptchaStandIn();
  t = await createTestApp({
    config: {
      captcha: {
        provider: 'turnstile',
        siteKey: stand.siteKey,
        secret: stand.secret,
        verifyUrl: stand.verifyUrl,
        scriptUrl: stand.scriptUrl,
      },
      miniProgramSigningSecret: MP_SECRET,
    },
  });
  off = await createTestApp();
}, 240_000);
afterAll(async () => {
  await t.app.close();
  await off.app.close();
  await stand.close();
});

const verify = (app: TestApp, response: unknown, lang = 'en') =>
  app.app.inject({ method: 'POST', url: '/api/recaptchaVerify', payload: { response }, headers: { lang } });

const BAD_TOKEN = 'standin-fail-from-a-bot';

describe('POST /api/recaptchaVerify', () => {
  it('answers success for a token the provider accepts, sending it the secret, token and client address', async () => {
    const token = stand.passToken();
    const answer = await verify(t, token);
    expect(answer.statusCode).toBe(200);
    expect(body(answer).data).toEqual({ success: true });
    const sent = stand.seen.at(-1);
    expect(sent?.get('secret')).toBe(stand.secret);
    expect(sent?.get('response')).toBe(token);
    expect(sent?.get('remoteip')).toBe('127.0.0.1');
    // A token is good once, as with the real providers.
    expect(body(await verify(t, token)).msg).toBe('Captcha Verificaiton failed, try again later');
  });

  it("refuses a bad token with the catalogue's sentence, in the caller's language", async () => {
    const en = await verify(t, BAD_TOKEN);
    expect(en.statusCode).toBe(400);
    expect(body(en).msg).toBe('Captcha Verificaiton failed, try again later');
    expect(body(await verify(t, BAD_TOKEN, 'cn')).msg).toBe('人机验证失败，请稍后再试');
    expect(body(await verify(t, BAD_TOKEN, 'tw')).msg).toBe('人機驗證失敗，請稍後再試');
  });

  it('an empty or missing token is a 400, never a 500', async () => {
    expect((await verify(t, '')).statusCode).toBe(400);
    expect((await verify(t, undefined)).statusCode).toBe(400);
  });

  it('a provider that cannot be reached fails closed with the same sentence', async () => {
    const unreachable = await createTestApp({
      config: {
        captcha: {
          provider: 'hcaptcha',
          siteKey: 'k',
          secret: stand.secret,
          verifyUrl: 'http://127.0.0.1:9/siteverify',
          scriptUrl: stand.scriptUrl,
        },
      },
    });
    try {
      const answer = await verify(unreachable, stand.passToken());
      expect(answer.statusCode).toBe(400);
      expect(body(answer).msg).toBe('Captcha Verificaiton failed, try again later');
    } finally {
      await unreachable.app.close();
    }
  }, 180_000);

  it('is off unless configured: nothing to check, success', async () => {
    expect(body(await verify(off, 'anything')).data).toEqual({ success: true });
  });
});

const signUp = (app: TestApp, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/auth/register', payload, headers: { lang: 'en', ...headers } });

describe('captcha where abuse costs', () => {
  it('sign-up needs a good token: none, a bad one, then a good one; no account before the good one', async () => {
    const form = registrationBody();
    const missing = await signUp(t, form);
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toBe('Please complete the captcha.');
    expect(body(missing).data).toEqual({ captcha: true });

    const bad = await signUp(t, form, { 'captcha-token': BAD_TOKEN });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe('Captcha Verificaiton failed, try again later');
    const check = await t.app.inject({ method: 'POST', url: '/auth/checkIfRegister', payload: { email: form.email } });
    expect(body(check).data).toEqual({ registered: false });

    const good = await signUp(t, form, { 'captcha-token': stand.passToken() });
    expect(good.statusCode).toBe(200);
  });

  it('sending codes needs a token: reset by email and phone, the bind-phone SMS, the social email code', async () => {
    const cases = [
      { url: '/auth/sendForgetPasswordEmail', payload: { email: 'nobody@example.com' } },
      { url: '/auth/sendForgetPasswordPhone', payload: { phone_code: '61', phone: '412345678' } },
      { url: '/auth/socialRegister', payload: { step: 'send_code', ticket: 'x'.repeat(43), email: 'a@example.com' } },
    ];
    for (const { url, payload } of cases) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { lang: 'en', 'captcha-token': BAD_TOKEN },
      });
      expect([url, answer.statusCode, body(answer).msg]).toEqual([
        url,
        400,
        'Captcha Verificaiton failed, try again later',
      ]);
    }
    const sent = await t.app.inject({
      method: 'POST',
      url: '/auth/sendForgetPasswordEmail',
      payload: { email: 'nobody@example.com' },
      headers: { 'captcha-token': stand.passToken() },
    });
    expect(sent.statusCode).toBe(200);

    const account = await signUp(t, registrationBody(), { 'captcha-token': stand.passToken() });
    const headers = { authorization: `Bearer ${body(account).data.access_token}` };
    const sms = { phone_code: '61', phone: '412345670', type: 'bind_phone' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/sendMessage',
      payload: sms,
      headers: { ...headers, lang: 'en' },
    });
    expect(body(refused).msg).toBe('Please complete the captcha.');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/sendMessage',
      payload: sms,
      headers: { ...headers, 'captcha-token': stand.passToken() },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it(`sign-in needs a token after ${FAILED_LOGINS_BEFORE_CAPTCHA} failures for the account, from any address`, async () => {
    const form = registrationBody();
    await signUp(t, form, { 'captcha-token': stand.passToken() });
    const login = (password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: form.email, password },
        headers: { lang: 'en', ...headers },
        remoteAddress,
      });
    const first = await login('wrong-password-1', '203.0.113.10');
    expect(first.statusCode).toBe(401);
    expect(body(first).data).toBeFalsy();
    await login('wrong-password-2', '203.0.113.11');
    const third = await login('wrong-password-3', '203.0.113.12');
    expect(third.statusCode).toBe(401);
    expect(body(third).data).toEqual({ captcha: true });

    // The right password from a fresh address still needs the captcha: the account has failed too often.
    const blocked = await login(form.password, '203.0.113.99');
    expect(blocked.statusCode).toBe(400);
    expect(body(blocked).msg).toBe('Please complete the captcha.');
    const passed = await login(form.password, '203.0.113.99', { 'captcha-token': stand.passToken() });
    expect(passed.statusCode).toBe(200);
    // Success cleared the account's count.
    expect((await login(form.password, '203.0.113.98')).statusCode).toBe(200);
  });

  it('sign-in needs a token from an address that failed too often, whatever the account; the window ends', async () => {
    const ip = '198.51.100.7';
    const tryLogin = (email: string, password: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email, password },
        headers: { lang: 'en', ...headers },
        remoteAddress: ip,
      });
    for (let i = 0; i < FAILED_LOGINS_BEFORE_CAPTCHA; i += 1) await tryLogin(`guess${i}@example.com`, 'Guess2026');
    const form = registrationBody();
    await signUp(t, form, { 'captcha-token': stand.passToken() });
    expect(body(await tryLogin(form.email, form.password)).msg).toBe('Please complete the captcha.');
    t.clock.advance(16 * MINUTE);
    expect((await tryLogin(form.email, form.password)).statusCode).toBe(200);
  });

  it('a signed mini-program request skips the captcha; an unsigned, forged or stale claim does not', async () => {
    const url = '/auth/sendForgetPasswordEmail';
    const payload = { email: 'mini@example.com' };
    const signed = (at: number) => {
      const timestamp = String(at);
      return {
        source: 'mp',
        'mp-timestamp': timestamp,
        'mp-signature': miniProgramSignature(MP_SECRET, timestamp, 'POST', url),
      };
    };
    const send = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, payload, headers: { lang: 'en', ...headers } });
    const now = t.clock.now().getTime();
    expect((await send(signed(now))).statusCode).toBe(200);
    expect(body(await send({ source: 'mp' })).msg).toBe('Please complete the captcha.');
    expect(body(await send({ ...signed(now), 'mp-signature': 'ab'.repeat(32) })).msg).toBe(
      'Please complete the captcha.',
    );
    expect(body(await send(signed(now - 10 * MINUTE))).msg).toBe('Please complete the captcha.');
  });

  it('off unless configured: sign-up, codes and sign-in need no token', async () => {
    expect((await signUp(off, registrationBody())).statusCode).toBe(200);
    const reset = await off.app.inject({
      method: 'POST',
      url: '/auth/sendForgetPasswordEmail',
      payload: { email: 'nobody@example.com' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
