import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  DAY,
  latestCodeSentTo,
  MINUTE,
  registerCustomer,
  registrationBody,
  STRONG_PASSWORD,
  type TestApp,
} from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const register = (payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/auth/register', payload, headers: { lang } });
const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload, headers: { lang: 'en' } });
const refresh = (accessToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/checkAccessToken',
    payload: { access_token: accessToken },
    headers: { lang: 'en' },
  });
const getUser = (token: string) => t.app.inject({ url: '/api/getUser', headers: { authorization: `Bearer ${token}` } });

describe('POST /auth/register', () => {
  it('creates the account and answers like login, with the user info the client stores', async () => {
    const payload = registrationBody({ email: '  New.Shopper@Example.COM ', first_name: 'Wei', last_name: 'Chen' });
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    const data = body<{ access_token: string; user_info: Record<string, unknown> }>(response).data;
    expect(data.access_token).toMatch(/^[\w-]{40,}$/);
    expect(data.user_info).toMatchObject({
      first_name: 'Wei',
      last_name: 'Chen',
      email: 'new.shopper@example.com',
      phone: '',
      phone_code: '',
      countryCode: 'AU',
      currency_name: 'AUD',
      language: 'en',
      store_id: 1,
      balance: '0.00',
      points: 0,
    });
    expect(data.user_info.id).toBeGreaterThanOrEqual(100001);
    expect(data.user_info.support_number).toBe(String(data.user_info.id));
    expect((await getUser(data.access_token)).statusCode).toBe(200);
  });

  const ruleCases: [string, Record<string, unknown>, string, string][] = [
    [
      'a password shorter than 8',
      { password: 'Abc1234', confirm_password: 'Abc1234' },
      'password',
      'at least 8 characters',
    ],
    [
      'a password without an uppercase letter',
      { password: 'parcel2026', confirm_password: 'parcel2026' },
      'password',
      'uppercase',
    ],
    [
      'a password without a lowercase letter',
      { password: 'PARCEL2026', confirm_password: 'PARCEL2026' },
      'password',
      'lowercase',
    ],
    ['a password without a digit', { password: 'ParcelWay', confirm_password: 'ParcelWay' }, 'password', 'digit'],
    [
      'a confirmation that differs',
      { confirm_password: 'Parcel2027' },
      'confirm_password',
      'Password combination do not match.',
    ],
    ['a first name with digits', { first_name: 'Mei2' }, 'first_name', 'Names cannot contain digits.'],
    ['a last name with digits', { last_name: '1Lin' }, 'last_name', 'Names cannot contain digits.'],
    ['a malformed email', { email: 'mei.example.com' }, 'email', 'The email format is not correct. Please re-enter it'],
    ['terms not agreed', { agree: false }, 'agree', 'Please read and agree to the terms'],
    ['terms missing', { agree: undefined }, 'agree', 'Please read and agree to the terms'],
    ['a missing first name', { first_name: undefined }, 'first_name', 'please complete required items'],
    ['an unknown warehouse', { store_id: 4 }, 'store_id', 'Please choose a warehouse.'],
    ['a currency that cannot pay (USD)', { currency_id: 2 }, 'currency_id', 'Please choose a currency.'],
    ['an unknown invitation code', { invite_code: 'NOSUCH99' }, 'invite_code', 'The invitation code is not valid'],
  ];

  it.each(ruleCases)('refuses %s with a message on that field', async (_case, overrides, field, message) => {
    const response = await register(registrationBody(overrides));
    expect(response.statusCode).toBe(400);
    const answer = body(response);
    expect(answer.errors?.[field]).toContain(message);
    expect(answer.msg).toContain(message);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const first = await registerCustomer(t.app);
    const response = await register(registrationBody({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(body(response).errors?.email).toBe('This email is already registered. Please log in instead.');
  });

  it('lets exactly one of two simultaneous sign-ups with the same email through', async () => {
    const payload = registrationBody();
    const statuses = (
      await Promise.all([register(payload), register({ ...payload, email: payload.email.toUpperCase() })])
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('answers rule messages in the language asked for, Chinese by default', async () => {
    const weak = registrationBody({ confirm_password: 'Different1' });
    expect(body(await register(weak, 'cn')).msg).toBe('两次输入的密码不一致。');
    expect(body(await register(weak, 'tw')).msg).toBe('兩次輸入的密碼不一致。');
    const noHeader = await t.app.inject({ method: 'POST', url: '/auth/register', payload: weak });
    expect(body(noHeader).msg).toBe('两次输入的密码不一致。');
  });

  it('links a valid invitation code to the inviter', async () => {
    const inviter = await registerCustomer(t.app);
    const inviterInfo = body<{ invite_code: string }>(await getUser(inviter.token)).data;
    const response = await register(registrationBody({ invite_code: inviterInfo.invite_code.toLowerCase() }));
    expect(response.statusCode).toBe(200);
  });

  it('queues a welcome email carrying the support number, sent once the address is confirmed', async () => {
    const customer = await registerCustomer(t.app, { first_name: 'Ada' }, 'en');
    const welcome = body<{ subject: string; body: string; status: string }[]>(
      await t.app.inject(`/dev/mailbox?to=${encodeURIComponent(customer.email)}`),
    ).data.find((mail) => mail.subject === 'Welcome to Parcelway');
    expect(welcome?.body).toContain(`Your support number is ${customer.id}`);
    expect(welcome?.status).not.toBe('held');
  });
});

describe('POST /auth/login', () => {
  it('logs in with the email in any case and answers the token and user info', async () => {
    const customer = await registerCustomer(t.app);
    const response = await login({ email: customer.email.toUpperCase(), password: customer.password });
    expect(response.statusCode).toBe(200);
    const data = body<{ access_token: string; user_info: { id: number } }>(response).data;
    expect(data.user_info.id).toBe(customer.id);
    expect((await getUser(data.access_token)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const customer = await registerCustomer(t.app);
    const wrongPassword = await login({ email: customer.email, password: 'Wrong2026x' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: STRONG_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(body(wrongPassword).msg).toBe('The email or password is incorrect.');
    expect(body(unknownEmail).msg).toBe(body(wrongPassword).msg);
  });

  it('keeps the session refreshable for 7 days with "keep me logged in", else 1 day', async () => {
    const customer = await registerCustomer(t.app);
    const now = t.clock.now().getTime();
    const remembered = body<{ refresh_until: string }>(
      await login({ email: customer.email, password: customer.password, remember: true }),
    ).data;
    const plain = body<{ refresh_until: string }>(
      await login({ email: customer.email, password: customer.password }),
    ).data;
    expect(Date.parse(remembered.refresh_until) - now).toBe(7 * DAY);
    expect(Date.parse(plain.refresh_until) - now).toBe(DAY);
  });
});

describe('tokens and refresh', () => {
  it('answers 401 without a token, with an unknown token, and on an expired token', async () => {
    expect((await t.app.inject('/api/getUser')).statusCode).toBe(401);
    expect((await getUser('not-a-real-token')).statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    t.clock.advance(121 * MINUTE);
    const expired = await getUser(customer.token);
    expect(expired.statusCode).toBe(401);
    expect(body(expired).code).toBe(401);
  });

  it('refreshes an expired token; the new one works and the old one is dead', async () => {
    const customer = await registerCustomer(t.app);
    t.clock.advance(3 * 60 * MINUTE);
    const response = await refresh(customer.token);
    expect(response.statusCode).toBe(200);
    const fresh = body<{ access_token: string }>(response).data.access_token;
    expect(fresh).not.toBe(customer.token);
    expect((await getUser(fresh)).statusCode).toBe(200);
    expect((await getUser(customer.token)).statusCode).toBe(401);
  });

  it('treats a second use of a rotated token as theft and ends the whole session', async () => {
    const customer = await registerCustomer(t.app);
    const fresh = body<{ access_token: string }>(await refresh(customer.token)).data.access_token;
    expect((await refresh(customer.token)).statusCode).toBe(401);
    expect((await getUser(fresh)).statusCode).toBe(401);
    expect((await refresh(fresh)).statusCode).toBe(401);
  });

  it('refuses a refresh after the 1-day window, and allows one on day 6 when remembered', async () => {
    const customer = await registerCustomer(t.app);
    const remembered = body<{ access_token: string }>(
      await login({ email: customer.email, password: customer.password, remember: true }),
    ).data.access_token;
    t.clock.advance(DAY + MINUTE);
    const tooOld = await refresh(customer.token);
    expect(tooOld.statusCode).toBe(401);
    expect(body(tooOld).msg).toBe('Your session has expired. Please log in again.');
    t.clock.advance(5 * DAY);
    expect((await refresh(remembered)).statusCode).toBe(200);
  });

  it('refuses a refresh after logout', async () => {
    const customer = await registerCustomer(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: customer.headers });
    expect(logout.statusCode).toBe(200);
    expect((await getUser(customer.token)).statusCode).toBe(401);
    expect((await refresh(customer.token)).statusCode).toBe(401);
  });
});

describe('checkIfRegister', () => {
  it('tells whether an email is registered', async () => {
    const customer = await registerCustomer(t.app);
    const known = await t.app.inject({
      method: 'POST',
      url: '/auth/checkIfRegister',
      payload: { email: customer.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/checkIfRegister',
      payload: { email: 'x@example.com' },
    });
    expect(body(known).data).toEqual({ registered: true });
    expect(body(unknown).data).toEqual({ registered: false });
  });
});

describe('forgotten password by email', () => {
  const sendCode = (email: string) =>
    t.app.inject({ method: 'POST', url: '/auth/sendForgetPasswordEmail', payload: { email }, headers: { lang: 'en' } });
  const reset = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/auth/forgetPasswordByEmail', payload, headers: { lang: 'en' } });

  it('resets the password with the emailed code and ends every session', async () => {
    const customer = await registerCustomer(t.app);
    expect((await sendCode(customer.email)).statusCode).toBe(200);
    const code = await latestCodeSentTo(t.app, customer.email);
    const response = await reset({
      email: customer.email,
      code,
      password: 'NewParcel9',
      confirm_password: 'NewParcel9',
    });
    expect(response.statusCode).toBe(200);
    expect((await getUser(customer.token)).statusCode).toBe(401);
    expect((await refresh(customer.token)).statusCode).toBe(401);
    expect((await login({ email: customer.email, password: customer.password })).statusCode).toBe(401);
    expect((await login({ email: customer.email, password: 'NewParcel9' })).statusCode).toBe(200);
    const reused = await reset({ email: customer.email, code, password: 'Another99x', confirm_password: 'Another99x' });
    expect(body(reused).errors?.code).toBe('The verification code is incorrect.');
  });

  it('waits 60 seconds between codes to the same address', async () => {
    const customer = await registerCustomer(t.app);
    expect((await sendCode(customer.email)).statusCode).toBe(200);
    t.clock.advance(20_000);
    const tooSoon = await sendCode(customer.email);
    expect(tooSoon.statusCode).toBe(429);
    expect(body(tooSoon).msg).toBe('Please wait 40 seconds before requesting another code.');
    t.clock.advance(40_000);
    expect((await sendCode(customer.email)).statusCode).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const customer = await registerCustomer(t.app);
    await sendCode(customer.email);
    const code = await latestCodeSentTo(t.app, customer.email);
    t.clock.advance(10 * MINUTE + 1000);
    const response = await reset({
      email: customer.email,
      code,
      password: 'NewParcel9',
      confirm_password: 'NewParcel9',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors?.code).toBe('The verification code has expired. Please request a new one.');
  });

  it('locks a code after 5 wrong tries, even against the right code', async () => {
    const customer = await registerCustomer(t.app);
    await sendCode(customer.email);
    const code = await latestCodeSentTo(t.app, customer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (value: string) =>
      reset({ email: customer.email, code: value, password: 'NewParcel9', confirm_password: 'NewParcel9' });
    for (let i = 1; i <= 4; i += 1)
      expect(body(await attempt(wrong)).errors?.code).toBe('The verification code is incorrect.');
    expect(body(await attempt(wrong)).errors?.code).toBe('Too many wrong codes. Please request a new one.');
    expect(body(await attempt(code)).errors?.code).toBe('Too many wrong codes. Please request a new one.');
    expect((await login({ email: customer.email, password: customer.password })).statusCode).toBe(200);
  });

  it('applies the password rules to the new password', async () => {
    const customer = await registerCustomer(t.app);
    const response = await reset({ email: customer.email, code: '123456', password: 'weak', confirm_password: 'weak' });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors?.password).toContain('at least 8 characters');
  });
});

describe('POST /auth/resetPassword (logged in)', () => {
  const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/auth/resetPassword', payload, headers: { ...headers, lang: 'en' } });

  it("needs the current password, and answers in the customer's stored language rather than the header", async () => {
    const customer = await registerCustomer(t.app);
    const response = await change(customer.headers, {
      old_password: 'Wrong2026x',
      password: 'Fresh2026x',
      confirm_password: 'Fresh2026x',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors?.old_password).toBe('当前密码不正确。');
  });

  it('changes the password, ends the other sessions and gives this device a new token', async () => {
    const customer = await registerCustomer(t.app);
    const otherDevice = body<{ access_token: string }>(
      await login({ email: customer.email, password: customer.password }),
    ).data;
    const response = await change(customer.headers, {
      old_password: customer.password,
      password: 'Fresh2026x',
      confirm_password: 'Fresh2026x',
    });
    expect(response.statusCode).toBe(200);
    const fresh = body<{ access_token: string }>(response).data.access_token;
    expect((await getUser(fresh)).statusCode).toBe(200);
    expect((await getUser(customer.token)).statusCode).toBe(401);
    expect((await refresh(otherDevice.access_token)).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await change({}, { old_password: 'x', password: 'Fresh2026x', confirm_password: 'Fresh2026x' })).statusCode,
    ).toBe(401);
  });
});

describe('rate limits', () => {
  it('shares the count between servers through Redis', async () => {
    const shared = {
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      redisKeyPrefix: `parcelway-test-${randomUUID()}:`,
      rateLimits: { login: 4, register: 5, codes: 5, quote: 60 },
    };
    const servers = [await createTestApp({ config: shared }), await createTestApp({ config: shared })];
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const server = servers[i % 2]!;
        const response = await server.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'nobody@example.com', password: 'Whatever1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await Promise.all(servers.map((server) => server.app.close()));
    }
  });

  it('answers 429 after 10 logins a minute from one address', async () => {
    const limited = await createTestApp({ config: { rateLimits: { login: 10, register: 5, codes: 5, quote: 60 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'nobody@example.com', password: 'Whatever1' },
          headers: { lang: 'en' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429)
          expect(body(response).msg).toBe('Too many attempts. Please wait a minute and try again.');
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});
