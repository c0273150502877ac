import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from './support/app.js';

/** The Content-Security-Policy header as directive → sources. */
function csp(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

let plain: TestApp;
let configured: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  configured = await createTestApp({
    config: {
      captcha: {
        provider: 'turnstile',
        siteKey: 'site-key-public',
        secret: 'captcha-secret-never-sent',
        verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
        scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      },
      thirdParty: {
        analytics: {
          provider: 'plausible',
          domain: 'parcelway.example',
          scriptUrl: 'https://plausible.io/js/script.hash.js',
        },
        chat: { provider: 'crisp', websiteId: '7598bf86-9ebb-46bc-8d61-be8e9bdc2f1e' },
        consent: 'europe',
      },
    },
  });
}, 240_000);
afterAll(async () => {
  await plain.app.close();
  await configured.app.close();
});

describe('Content-Security-Policy', () => {
  it('lists no third-party origin when nothing is configured', async () => {
    const answer = await plain.app.inject({ method: 'GET', url: '/' });
    const policy = csp(answer.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('lists exactly the configured captcha, analytics and chat origins', async () => {
    const answer = await configured.app.inject({ method: 'GET', url: '/api/version' });
    const policy = csp(answer.headers['content-security-policy']);
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://challenges.cloudflare.com',
      'https://plausible.io',
      'https://client.crisp.chat',
    ]);
    expect(policy['frame-src']).toEqual(["'self'", 'https://challenges.cloudflare.com', 'https://game.crisp.chat']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://challenges.cloudflare.com',
      'https://plausible.io',
      'https://client.crisp.chat',
      'https://storage.crisp.chat',
      'wss://client.relay.crisp.chat',
      'wss://stream.relay.crisp.chat',
    ]);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://client.crisp.chat',
      'https://image.crisp.chat',
      'https://storage.crisp.chat',
    ]);
    // No inline event handler anywhere (inline scripts only the built web app's own, by hash: security-headers.test.ts).
    expect(policy['script-src-attr']).toEqual(["'none'"]);
  });
});

describe('GET /api/thirdPartyConfig', () => {
  it('answers what the web may load, public identifiers only', async () => {
    const answer = await configured.app.inject({ method: 'GET', url: '/api/thirdPartyConfig' });
    expect(answer.statusCode).toBe(200);
    expect(body(answer).data).toEqual({
      captcha: {
        provider: 'turnstile',
        site_key: 'site-key-public',
        script_url: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      },
      analytics: {
        provider: 'plausible',
        domain: 'parcelway.example',
        script_url: 'https://plausible.io/js/script.hash.js',
      },
      chat: { provider: 'crisp', website_id: '7598bf86-9ebb-46bc-8d61-be8e9bdc2f1e' },
      consent: 'europe',
    });
    expect(answer.body).not.toContain('captcha-secret-never-sent');
  });

  it('answers nothing to load by default (consent asked everywhere)', async () => {
    const answer = await plain.app.inject({ method: 'GET', url: '/api/thirdPartyConfig' });
    expect(body(answer).data).toEqual({ captcha: null, analytics: null, chat: null, consent: 'everywhere' });
  });
});
