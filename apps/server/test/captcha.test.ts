import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from './support/app.js';

const SECRET = 'captcha-secret-for-tests';
const GOOD_TOKEN = 'token-the-widget-gave';

/** A local stand-in speaking the siteverify protocol Turnstile, hCaptcha and reCAPTCHA share. */
async function startSiteverify(): Promise<{ url: string; seen: URLSearchParams[]; server: Server }> {
  const seen: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(text);
      seen.push(form);
      const success = form.get('secret') === SECRET && form.get('response') === GOOD_TOKEN;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success, ...(!success && { 'error-codes': ['invalid-input-response'] }) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, seen, server };
}

let stand: Awaited<ReturnType<typeof startSiteverify>>;
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  stand = await startSiteverify();
  t = await createTestApp({
    config: { captcha: { provider: 'turnstile', siteKey: 'site-key', secret: SECRET, verifyUrl: stand.url } },
  });
  off = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
  await off.app.close();
  await new Promise((resolve) => stand.server.close(resolve));
});

const verify = (app: TestApp, response: unknown, lang = 'en') =>
  app.app.inject({ method: 'POST', url: '/api/recaptchaVerify', payload: { response }, headers: { lang } });

describe('POST /api/recaptchaVerify', () => {
  it('answers success for a token the provider accepts, sending it the secret, token and client address', async () => {
    const answer = await verify(t, GOOD_TOKEN);
    expect(answer.statusCode).toBe(200);
    expect(body(answer).data).toEqual({ success: true });
    const sent = stand.seen.at(-1);
    expect(sent?.get('secret')).toBe(SECRET);
    expect(sent?.get('response')).toBe(GOOD_TOKEN);
    expect(sent?.get('remoteip')).toBe('127.0.0.1');
  });

  it("refuses a bad token with the catalogue's sentence, in the caller's language", async () => {
    const en = await verify(t, 'forged');
    expect(en.statusCode).toBe(400);
    expect(body(en).msg).toBe('Captcha Verificaiton failed, try again later');
    expect(body(await verify(t, 'forged', 'cn')).msg).toBe('人机验证失败，请稍后再试');
    expect(body(await verify(t, 'forged', 'tw')).msg).toBe('人機驗證失敗，請稍後再試');
  });

  it('an empty or missing token is a 400, never a 500', async () => {
    expect((await verify(t, '')).statusCode).toBe(400);
    expect((await verify(t, undefined)).statusCode).toBe(400);
  });

  it('a provider that cannot be reached fails closed with the same sentence', async () => {
    const unreachable = await createTestApp({
      config: {
        captcha: { provider: 'hcaptcha', siteKey: 'k', secret: SECRET, verifyUrl: 'http://127.0.0.1:9/siteverify' },
      },
    });
    try {
      const answer = await verify(unreachable, GOOD_TOKEN);
      expect(answer.statusCode).toBe(400);
      expect(body(answer).msg).toBe('Captcha Verificaiton failed, try again later');
    } finally {
      await unreachable.app.close();
    }
  });

  it('is off unless configured: nothing to check, success', async () => {
    expect(body(await verify(off, 'anything')).data).toEqual({ success: true });
  });
});
