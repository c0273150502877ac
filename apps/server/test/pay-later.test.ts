import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { body, createTestApp, registerCustomer, testConfig } from './support/app.js';

const check = async (t: Awaited<ReturnType<typeof createTestApp>>, query = '') => {
  const customer = await registerCustomer(t.app, {}, 'en');
  return body<{ available: boolean; store_id: number | null }>(
    await t.app.inject({ url: `/api/checkUseNowPayLater${query}`, headers: customer.headers }),
  ).data;
};

describe('checkUseNowPayLater', () => {
  it('is off unless configured, and then only for the warehouses named', async () => {
    const off = await createTestApp();
    try {
      expect(await check(off)).toEqual({ available: false, store_id: 1 });
      expect(await check(off, '?store_id=3')).toEqual({ available: false, store_id: 3 });
    } finally {
      await off.app.close();
    }
    const on = await createTestApp({
      config: { payments: { ...testConfig().payments, payLaterStoreIds: [1] } },
    });
    try {
      expect(await check(on)).toEqual({ available: true, store_id: 1 });
      expect(await check(on, '?store_id=3')).toEqual({ available: false, store_id: 3 });
      expect((await on.app.inject({ url: '/api/checkUseNowPayLater' })).statusCode).toBe(401);
    } finally {
      await on.app.close();
    }
  }, 120_000);

  it('reads PAY_LATER_STORES, refusing anything but store ids', () => {
    expect(loadConfig({ PAY_LATER_STORES: '1, 3' }).payments.payLaterStoreIds).toEqual([1, 3]);
    expect(loadConfig({}).payments.payLaterStoreIds).toEqual([]);
    expect(() => loadConfig({ PAY_LATER_STORES: 'AU' })).toThrow(/PAY_LATER_STORES/);
  });
});
