import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcStandIn } from '../scripts/oidc-stand-in.js';
import {
  body,
  createTestApp,
  latestCodeSentTo,
  MINUTE,
  registerCustomer,
  STRONG_PASSWORD,
  type TestApp,
} from './support/app.js';
import {
  deliverCallback,
  signInAtProvider,
  socialTicket,
  startGoogleFlow,
  startLocalProvider,
} from './support/social.js';

let provider: OidcStandIn;
let t: TestApp;
beforeAll(async () => {
  provider = await startLocalProvider();
  t = await createTestApp({
    config: {
      social: { google: { clientId: provider.clientId, clientSecret: provider.clientSecret, issuer: provider.issuer } },
    },
  });
});
afterAll(async () => {
  await t.app.close();
  await provider.close();
});

let counter = 0;
const freshEmail = (name = 'social') => {
  counter += 1;
  return `${name}.${counter}.${Date.now()}@example.com`;
};
const readTicket = (ticket: string, lang = 'en') =>
  t.app.inject({ url: `/auth/socialRegister?ticket=${ticket}`, headers: { lang } });
const post = (payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/auth/socialRegister', payload, headers: { lang } });
const signUp = (ticket: string, email: string, extra: Record<string, unknown> = {}) =>
  post({
    ticket,
    step: 'sign_up',
    first_name: 'Ada',
    last_name: 'Wong',
    email,
    store_id: 1,
    currency_id: 3,
    agree: true,
    ...extra,
  });
const getUser = (token: string) => t.app.inject({ url: '/api/getUser', headers: { authorization: `Bearer ${token}` } });

describe('social sign-in through a real local OpenID provider', () => {
  it('lists only the configured providers', async () => {
    const response = await t.app.inject({ url: '/auth/socialProviders' });
    expect(body(response).data).toEqual({ providers: ['google'] });
    const facebook = await t.app.inject({ url: '/auth/facebookRedirect', headers: { lang: 'en' } });
    expect(facebook.statusCode).toBe(404);
    expect(body(facebook).msg).toBe('Signing in with this provider is not available.');
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, and ties the flow to a cookie', async () => {
    const flow = await startGoogleFlow(t.app);
    const url = new URL(flow.url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/socialCallback');
    expect(flow.browserCookie).toMatch(/^pw_social=/);
  });

  it('signs a new customer up with the verified email on socialPage, then signs them straight in next time', async () => {
    const email = freshEmail('ada.wong');
    const ticket = await socialTicket(t.app, email);
    const pending = body(await readTicket(ticket)).data;
    expect(pending).toMatchObject({
      status: 'sign_up',
      provider: 'google',
      email,
      email_verified: true,
      first_name: 'Ada',
    });

    const created = await signUp(ticket, email);
    expect(created.statusCode).toBe(200);
    const answer = body<{ access_token: string; user_info: Record<string, unknown> }>(created).data;
    expect(answer.user_info).toMatchObject({
      email,
      // The provider vouches for the address: it counts as confirmed, and no confirmation is sent.
      email_verified: true,
      email_to_confirm: null,
      social_only: true,
      social_accounts: [{ provider: 'google', email }],
      store_id: 1,
      currency_name: 'AUD',
    });
    expect((await getUser(answer.access_token)).statusCode).toBe(200);

    // The ticket was used: a second finish (a double click, a replay) creates nothing.
    const again = await signUp(ticket, email);
    expect(again.statusCode).toBe(404);
    expect(body(again).msg).toBe('This sign-in has expired or was already used. Please start again.');

    const next = body<{ status: string; user_info: { id: number } }>(
      await readTicket(await socialTicket(t.app, email)),
    );
    expect(next.data.status).toBe('signed_in');
    expect(next.data.user_info.id).toBe(answer.user_info.id);
  });

  it('finishes one account when the sign-up is sent twice at once', async () => {
    const email = freshEmail();
    const ticket = await socialTicket(t.app, email);
    const answers = await Promise.all([signUp(ticket, email), signUp(ticket, email)]);
    const [won, lost] = answers.map((answer) => answer.statusCode).sort();
    expect(won).toBe(200);
    // The other finds the ticket used (404) or the account just made (409), depending on which commit it sees first.
    expect([404, 409]).toContain(lost);
    const next = body<{ status: string }>(await readTicket(await socialTicket(t.app, email)));
    expect(next.data.status).toBe('signed_in');
  });

  it('does not trust an unverified email: a code sent to it is needed', async () => {
    const email = freshEmail();
    const ticket = await socialTicket(t.app, email, true);
    expect(body(await readTicket(ticket)).data).toMatchObject({ status: 'sign_up', email_verified: false });
    const withoutCode = await signUp(ticket, email);
    expect(withoutCode.statusCode).toBe(400);
    expect(body(withoutCode).errors).toEqual({ code: 'Enter the code we sent to this email address.' });

    expect((await post({ ticket, step: 'send_code', email })).statusCode).toBe(200);
    const code = await latestCodeSentTo(t.app, email);
    const created = await signUp(ticket, email, { code });
    expect(created.statusCode).toBe(200);
    expect(body<{ user_info: { email_verified: boolean } }>(created).data.user_info.email_verified).toBe(true);
  });

  it('a verified email typed differently from the provider one also needs a code', async () => {
    const ticket = await socialTicket(t.app, freshEmail());
    const other = freshEmail('other');
    expect((await signUp(ticket, other)).statusCode).toBe(400);
  });

  it('links an existing account with the same email only after its password proves it, never silently', async () => {
    const existing = await registerCustomer(t.app, {}, undefined, { confirmEmail: false });
    const ticket = await socialTicket(t.app, existing.email);
    const read = body<{ status: string }>(await readTicket(ticket)).data;
    expect(read).toMatchObject({ status: 'link', email: existing.email });
    expect(read).not.toHaveProperty('access_token');
    // Signing up anew with that email is refused.
    expect((await signUp(ticket, existing.email)).statusCode).toBe(409);

    const wrong = await post({ ticket, step: 'link', password: 'Wrong12345' });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).errors).toEqual({ password: 'The password or code is not correct.' });

    const linked = await post({ ticket, step: 'link', password: STRONG_PASSWORD });
    expect(linked.statusCode).toBe(200);
    const info = body<{ user_info: { id: number; social_accounts: unknown[]; social_only: boolean } }>(linked).data;
    // The provider vouches for the address the account had not confirmed yet.
    expect(info.user_info).toMatchObject({ id: existing.id, social_only: false, email_verified: true });
    expect(info.user_info.social_accounts).toHaveLength(1);
  });

  it('links an existing account with a code sent to its email, which confirms the address', async () => {
    const existing = await registerCustomer(t.app, {}, undefined, { confirmEmail: false });
    const ticket = await socialTicket(t.app, existing.email);
    // The code goes only to the account's own address.
    expect((await post({ ticket, step: 'send_code', email: freshEmail() })).statusCode).toBe(400);
    expect((await post({ ticket, step: 'send_code', email: existing.email })).statusCode).toBe(200);
    const code = await latestCodeSentTo(t.app, existing.email);
    const linked = await post({ ticket, step: 'link', code });
    expect(body<{ user_info: { id: number; email_verified: boolean } }>(linked).data.user_info).toMatchObject({
      id: existing.id,
      email_verified: true,
    });
  });
});

describe('socialCallback refuses what it must, landing on a translated page, never a 500', () => {
  it('a replayed callback (same state and code) is refused', async () => {
    const flow = await startGoogleFlow(t.app);
    const callback = await signInAtProvider(flow.url, freshEmail());
    expect(await deliverCallback(t.app, callback, flow.browserCookie)).toMatch(/socialPage\?ticket=/);
    expect(await deliverCallback(t.app, callback, flow.browserCookie)).toBe('/#/pages/login/socialPage?error=state');
  });

  it('a callback opened in another browser (no flow cookie) is refused', async () => {
    const flow = await startGoogleFlow(t.app);
    const callback = await signInAtProvider(flow.url, freshEmail());
    expect(await deliverCallback(t.app, callback, 'pw_social=someone-else')).toBe(
      '/#/pages/login/socialPage?error=state',
    );
  });

  it('a wrong or missing state is refused', async () => {
    expect(await deliverCallback(t.app, '/auth/socialCallback?code=abc&state=forged', '')).toBe(
      '/#/pages/login/socialPage?error=state',
    );
    expect(await deliverCallback(t.app, '/auth/socialCallback', '')).toBe('/#/pages/login/socialPage?error=state');
  });

  it('an expired flow is refused', async () => {
    const flow = await startGoogleFlow(t.app);
    const callback = await signInAtProvider(flow.url, freshEmail());
    t.clock.advance(11 * MINUTE);
    expect(await deliverCallback(t.app, callback, flow.browserCookie)).toBe('/#/pages/login/socialPage?error=expired');
  });

  it('a provider error or a cancelled sign-in is said as such', async () => {
    const flow = await startGoogleFlow(t.app);
    const state = new URL(flow.url).searchParams.get('state');
    const denied = `/auth/socialCallback?error=access_denied&state=${state}`;
    expect(await deliverCallback(t.app, denied, flow.browserCookie)).toBe('/#/pages/login/socialPage?error=denied');
  });

  it('a code the provider refuses (forged) is a provider error, and nothing is created', async () => {
    const flow = await startGoogleFlow(t.app);
    const state = new URL(flow.url).searchParams.get('state');
    const forged = `/auth/socialCallback?code=forged&state=${state}&iss=${encodeURIComponent(provider.issuer)}`;
    expect(await deliverCallback(t.app, forged, flow.browserCookie)).toBe('/#/pages/login/socialPage?error=provider');
  });

  it('an unknown ticket answers a translated 404', async () => {
    const response = await readTicket('x'.repeat(43), 'cn');
    expect(response.statusCode).toBe(404);
    expect(body(response).msg).toBe('此次登录已过期或已被使用，请重新开始。');
  });
});

describe('binding, unbinding and setPassword', () => {
  it('binds a provider account to the logged-in customer from the profile', async () => {
    const customer = await registerCustomer(t.app);
    const flow = await startGoogleFlow(t.app, customer.headers, 'bind');
    const location = await deliverCallback(t.app, await signInAtProvider(flow.url, freshEmail()), flow.browserCookie);
    expect(location).toBe('/#/pages/personal/information?bound=google');
    const info = body<{ social_accounts: { provider: string }[] }>(await getUser(customer.token)).data;
    expect(info.social_accounts.map((account) => account.provider)).toEqual(['google']);

    // The same provider account cannot be bound to a second customer.
    const other = await registerCustomer(t.app);
    const again = await startGoogleFlow(t.app, other.headers, 'bind');
    const email = info.social_accounts.length
      ? (body<{ social_accounts: { email: string }[] }>(await getUser(customer.token)).data.social_accounts[0]?.email ??
        '')
      : '';
    const refused = await deliverCallback(t.app, await signInAtProvider(again.url, email), again.browserCookie);
    expect(refused).toBe('/#/pages/login/socialPage?error=boundElsewhere&intent=bind');
  });

  it('a bind without a login is refused', async () => {
    const response = await t.app.inject({ url: '/auth/googleRedirect?intent=bind', headers: { lang: 'en' } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses to unbind the last way to sign in, until a password is set', async () => {
    const email = freshEmail();
    const ticket = await socialTicket(t.app, email);
    const token = body<{ access_token: string }>(await signUp(ticket, email)).data.access_token;
    const headers = { authorization: `Bearer ${token}`, lang: 'tw' };

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/unbindApp',
      payload: { provider: 'google' },
      headers,
    });
    expect(refused.statusCode).toBe(422);
    // The customer's stored language (English, chosen at sign-up) wins over the request's header.
    expect(body(refused).msg).toBe(
      'This is your only way to sign in. Set a password or bind another account before unbinding it.',
    );

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/setPassword',
      payload: { password: 'short', confirm_password: 'short' },
      headers,
    });
    expect(weak.statusCode).toBe(400);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/setPassword',
      payload: { password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD },
      headers,
    });
    expect(set.statusCode).toBe(200);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/setPassword',
      payload: { password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD },
      headers,
    });
    expect(twice.statusCode).toBe(409);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const unbound = await t.app.inject({
      method: 'POST',
      url: '/api/unbindApp',
      payload: { provider: 'google' },
      headers,
    });
    expect(unbound.statusCode).toBe(200);
    expect(body<{ social_accounts: unknown[] }>(await getUser(token)).data.social_accounts).toEqual([]);
    const notBound = await t.app.inject({
      method: 'POST',
      url: '/api/unbindApp',
      payload: { provider: 'google' },
      headers,
    });
    expect(notBound.statusCode).toBe(404);
  });

  it('a social-only customer cannot log in with a password they never set', async () => {
    const email = freshEmail();
    await signUp(await socialTicket(t.app, email), email);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });
});
