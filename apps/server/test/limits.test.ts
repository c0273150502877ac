import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  DAY,
  fileOfSize,
  multipartFile,
  registerCustomer,
  SAMPLE_FILES,
  streamedMultipartFile,
  type TestApp,
  type TestCustomer,
} from './support/app.js';

const RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.';
const PER_MINUTE = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimits: { session: PER_MINUTE, coupons: PER_MINUTE, account: PER_MINUTE, quote: PER_MINUTE },
      uploads: { dailyFiles: 3, dailyBytes: 1000 },
    },
  });
});
afterAll(() => t.app.close());

const post = (
  url: string,
  payload: Record<string, unknown>,
  options: { customer?: TestCustomer; from?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { lang: 'en', ...options.customer?.headers },
    remoteAddress: options.from ?? '192.0.2.10',
  });

/** Calls `call` PER_MINUTE times (none limited), then once more, which must be refused with the catalogue sentence. */
async function expectLimitAfterAllowance(call: () => ReturnType<typeof post>) {
  for (let i = 0; i < PER_MINUTE; i += 1) expect((await call()).statusCode).not.toBe(429);
  const refused = await call();
  expect(refused.statusCode).toBe(429);
  expect(body(refused).msg).toBe(RATE_LIMITED);
}

describe('per-minute limits on sensitive calls', () => {
  it('limits checkAccessToken per client address', async () => {
    const guess = (from: string) => post('/auth/checkAccessToken', { access_token: 'x'.repeat(40) }, { from });
    await expectLimitAfterAllowance(() => guess('192.0.2.11'));
    expect((await guess('192.0.2.12')).statusCode).not.toBe(429);
  });

  it('limits getAvailableCoupon per customer, not per shared address', async () => {
    const [first, second] = [await registerCustomer(t.app, {}, 'en'), await registerCustomer(t.app, {}, 'en')];
    const coupons = (customer: TestCustomer) =>
      post('/api/getAvailableCoupon', { amount: '10', currency: 'AUD', code: 'GUESS1' }, { customer });
    await expectLimitAfterAllowance(() => coupons(first));
    expect((await coupons(second)).statusCode).not.toBe(429);
  });

  it('limits quoteSubmission like the other pricing calls', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    await expectLimitAfterAllowance(() => post('/api/quoteSubmission', {}, { customer }));
  });

  it('limits updatePhone per customer', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    await expectLimitAfterAllowance(() =>
      post('/api/updatePhone', { phone_code: '61', phone: '412345678', code: '123456' }, { customer }),
    );
  });

  it('limits cancelAccount per customer', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    await expectLimitAfterAllowance(() => post('/api/cancelAccount', { code: '123456' }, { customer }));
  });
});

describe('daily upload allowance per customer', () => {
  const upload = (customer: TestCustomer, bytes: Buffer) => {
    const form = multipartFile(bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...customer.headers, ...form.headers, lang: 'en' },
      payload: form.payload,
    });
  };
  const DAILY_LIMIT = 'You have uploaded too many files today. Please try again tomorrow.';

  it('refuses the file past the daily count, for that customer only, until a day has passed', async () => {
    const [customer, other] = [await registerCustomer(t.app, {}, 'en'), await registerCustomer(t.app, {}, 'en')];
    for (let i = 0; i < 3; i += 1) expect((await upload(customer, SAMPLE_FILES.png)).statusCode).toBe(200);
    const refused = await upload(customer, SAMPLE_FILES.png);
    expect(refused.statusCode).toBe(429);
    expect(body(refused).msg).toBe(DAILY_LIMIT);
    expect((await upload(other, SAMPLE_FILES.png)).statusCode).toBe(200);
    t.clock.advance(DAY);
    // The day-old session has ended too; a fresh login may upload again.
    const login = await post('/auth/login', { email: customer.email, password: customer.password });
    const fresh = {
      ...customer,
      headers: { authorization: `Bearer ${body<{ access_token: string }>(login).data.access_token}` },
    };
    expect((await upload(fresh, SAMPLE_FILES.png)).statusCode).toBe(200);
  });

  it('refuses a 50 MB upload past the allowance from its declared size, before reading its body', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const video = streamedMultipartFile(SAMPLE_FILES.mp4, 50 * 1024 * 1024 - 1024);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/upload?purpose=claim_evidence',
      headers: { ...customer.headers, ...video.headers, lang: 'en' },
      payload: video.payload,
    });
    expect(refused.statusCode).toBe(429);
    expect(body(refused).msg).toBe(DAILY_LIMIT);
    expect(video.pulled()).toBeLessThan(1024 * 1024);
  });

  it('refuses the file that would take the day past the byte allowance', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    expect((await upload(customer, fileOfSize(SAMPLE_FILES.png, 600))).statusCode).toBe(200);
    const refused = await upload(customer, fileOfSize(SAMPLE_FILES.png, 600));
    expect(refused.statusCode).toBe(429);
    expect(body(refused).msg).toBe(DAILY_LIMIT);
    expect((await upload(customer, fileOfSize(SAMPLE_FILES.png, 300))).statusCode).toBe(200);
  });
});
