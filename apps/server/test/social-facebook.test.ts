import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FacebookStandIn, startFacebookStandIn } from '../scripts/facebook-stand-in.js';
import { body, createTestApp, latestCodeSentTo, type TestApp } from './support/app.js';
import { CALLBACK_URL, deliverCallback, signInAtProvider, ticketOf } from './support/social.js';

let facebook: FacebookStandIn;
let t: TestApp;
beforeAll(async () => {
  facebook = await startFacebookStandIn({ redirectUris: [CALLBACK_URL] });
  t = await createTestApp({
    config: {
      social: {
        facebook: {
          clientId: facebook.appId,
          clientSecret: facebook.appSecret,
          authorizationUrl: facebook.authorizationUrl,
          graphUrl: facebook.graphUrl,
        },
      },
    },
  });
}, 240_000);
afterAll(async () => {
  await t.app.close();
  await facebook.close();
});

async function startFacebookFlow() {
  const response = await t.app.inject({ url: '/auth/facebookRedirect' });
  expect(response.statusCode).toBe(200);
  return {
    url: body<{ url: string }>(response).data.url,
    cookie: String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '',
  };
}

const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/auth/socialRegister', payload, headers: { lang: 'en' } });

describe('Continue with Facebook, through a local stand-in shaped like Facebook’s OAuth endpoints', () => {
  it('signs up with PKCE at the dialog, the token endpoint and the Graph API; the email needs a code', async () => {
    const flow = await startFacebookFlow();
    const dialog = new URL(flow.url);
    expect(dialog.origin + dialog.pathname).toBe(facebook.authorizationUrl);
    expect(dialog.searchParams.get('code_challenge_method')).toBe('S256');

    const email = `grace.hopper.${Date.now()}@example.com`;
    const callback = await signInAtProvider(flow.url, email);
    const location = await deliverCallback(t.app, callback, flow.cookie);
    const ticket = ticketOf(location);
    const read = await t.app.inject({ url: `/auth/socialRegister?ticket=${ticket}`, headers: { lang: 'en' } });
    expect(body(read).data).toMatchObject({
      status: 'sign_up',
      provider: 'facebook',
      email,
      email_verified: false,
      first_name: 'Grace',
    });

    // Facebook does not say the address was confirmed: a code proves it.
    const signUp = (extra: Record<string, unknown> = {}) =>
      post({
        ticket,
        step: 'sign_up',
        first_name: 'Grace',
        last_name: 'Hopper',
        email,
        store_id: 1,
        currency_id: 3,
        agree: true,
        ...extra,
      });
    expect((await signUp()).statusCode).toBe(400);
    expect((await post({ ticket, step: 'send_code', email })).statusCode).toBe(200);
    const created = await signUp({ code: await latestCodeSentTo(t.app, email) });
    expect(created.statusCode).toBe(200);
    expect(body<{ user_info: Record<string, unknown> }>(created).data.user_info).toMatchObject({
      social_accounts: [{ provider: 'facebook', email }],
    });
  });

  it('a replayed callback (same code and state) lands on the error page', async () => {
    const flow = await startFacebookFlow();
    const callback = await signInAtProvider(flow.url, `replay.${Date.now()}@example.com`);
    await deliverCallback(t.app, callback, flow.cookie);
    const again = await deliverCallback(t.app, callback, flow.cookie);
    expect(again).toMatch(/#\/pages\/login\/socialPage\?error=/);
  });
});
