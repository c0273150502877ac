import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, registerCustomer, type TestApp, type TestCustomer } from './support/app.js';

let t: TestApp;
let customer: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  customer = await registerCustomer(t.app);
});
afterAll(() => t.app.close());

type Json = Record<string, unknown>;
const post = (url: string, payload: Json, language = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...customer.headers, 'accept-language': language }, payload });

describe('a tracking number whose carrier check digit fails', () => {
  it('is refused with a warning naming the carrier until the customer confirms it', async () => {
    // UPS's sample number with its last digit changed.
    const refused = await post('/api/batchInsertPreParcel', { tracking_numbers: ['1Z999AA10123456785'] });
    expect(refused.statusCode).toBe(422);
    const answer = body<Json>(refused);
    expect(answer.data).toMatchObject({
      reason: 'unusual_number',
      tracking_number: '1Z999AA10123456785',
      carrier: 'ups',
    });
    expect(answer.msg).toContain('UPS');
    expect(answer.errors?.['tracking_numbers.0']).toBe(answer.msg);

    const kept = await post('/api/batchInsertPreParcel', {
      tracking_numbers: ['1Z999AA10123456785'],
      confirm_unusual_number: true,
    });
    expect(kept.statusCode).toBe(200);
    expect(body<{ list: { tracking_number: string }[] }>(kept).data.list[0]?.tracking_number).toBe(
      '1Z999AA10123456785',
    );
  });

  it('warns in the customer’s language, on the single pre-alert’s field too', async () => {
    const refused = await post('/api/insertPreParcel', { tracking_number: 'EE123456784AU' }, 'zh-CN');
    expect(refused.statusCode).toBe(422);
    const answer = body(refused);
    expect(answer.msg).toContain('澳洲邮政');
    expect(answer.errors?.tracking_number).toBe(answer.msg);
  });

  it('lets a number whose check digit holds, or of no known form, through without asking', async () => {
    const valid = await post('/api/batchInsertPreParcel', { tracking_numbers: ['RR123456785CN', '986578788855'] });
    expect(valid.statusCode).toBe(200);
    const unknown = await post('/api/batchInsertPreParcel', { tracking_numbers: ['SHOP2026ABCD'] });
    expect(unknown.statusCode).toBe(200);
  });

  it('keeps SPEC §5 the hard rule: a short number is refused even when confirmed', async () => {
    const refused = await post('/api/batchInsertPreParcel', {
      tracking_numbers: ['1Z99'],
      confirm_unusual_number: true,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('checkWayNumber says the carrier, the check digit and the warning', async () => {
    const answer = await post('/api/checkWayNumber', { tracking_number: '3318810010' });
    expect(body(answer).data).toMatchObject({
      available: true,
      carrier: 'dhl',
      check_digit: 'invalid',
      warning: expect.stringContaining('DHL'),
    });
    const fine = await post('/api/checkWayNumber', { tracking_number: '3318810025' });
    expect(body(fine).data).toMatchObject({ carrier: 'dhl', check_digit: 'valid', warning: null });
  });
});
