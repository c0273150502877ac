import { money } from '@parcelway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, customers, recipients } from '../src/db/schema/index.js';
import { chargeBalance, creditBalance } from '../src/modules/payments/index.js';
import {
  body,
  createTestApp,
  latestCodeSentTo,
  registerCustomer,
  type TestApp,
  type TestCustomer,
} from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const post = (customer: TestCustomer, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, headers: customer.headers });
const get = (customer: TestCustomer, url: string) => t.app.inject({ url, headers: customer.headers });

let phoneCounter = 0;
/** A fresh Australian mobile: 4 + 8 digits. */
function newAuMobile(): string {
  phoneCounter += 1;
  return `4${String(10_000_000 + phoneCounter * 7919 + (Date.now() % 1_000_000)).slice(-8)}`;
}

async function bindPhone(customer: TestCustomer, phone: string) {
  const sent = await post(customer, '/api/sendMessage', { phone_code: '61', phone });
  expect(sent.statusCode).toBe(200);
  const code = await latestCodeSentTo(t.app, `+61${phone.replace(/^0/, '')}`);
  return post(customer, '/api/updatePhone', { phone_code: '61', phone, code });
}

describe('every account endpoint needs a customer token', () => {
  it.each([
    ['GET', '/api/getUser'],
    ['POST', '/api/updateUser'],
    ['POST', '/api/sendMessage'],
    ['POST', '/api/updatePhone'],
    ['GET', '/api/checkPhone'],
    ['POST', '/api/cancelAccount'],
    ['GET', '/api/getClientSubscribeConfig'],
    ['POST', '/api/updateClientSubscribeConfig'],
    ['GET', '/api/getBillAddress'],
    ['POST', '/api/setBillAddress'],
    ['POST', '/api/saveOperateLog'],
  ] as const)('%s %s answers 401 without one', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe(401);
  });
});

describe('getUser and updateUser', () => {
  it('answers the user info with level, and the balance and points the ledger maintains', async () => {
    const customer = await registerCustomer(t.app, { store_id: 3, currency_id: 4 });
    await t.app.ctx.db.transaction(async (tx) => {
      await creditBalance(tx, customer.id, 'top_up', money(12_550, 'MYR'));
      await chargeBalance(tx, customer.id, money(2_500, 'MYR'));
    });
    const info = body(await get(customer, '/api/getUser')).data;
    expect(info).toMatchObject({
      id: customer.id,
      customer_id: customer.id,
      level: 0,
      balance: '100.50',
      currency_name: 'MYR',
      currency_id: 4,
      store_id: 3,
      countryCode: 'MY',
      points: 0,
    });
  });

  it('changes names, language, pay currency and default warehouse; messages then follow the language', async () => {
    const customer = await registerCustomer(t.app);
    const response = await post(customer, '/api/updateUser', {
      first_name: 'Grace',
      language: 'tw',
      currency_id: 5,
      store_id: 5,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toMatchObject({
      first_name: 'Grace',
      language: 'tw',
      currency_name: 'TWD',
      store_id: 5,
    });
    const refused = await post(customer, '/api/updateUser', { first_name: 'Gr4ce' });
    expect(body(refused).msg).toBe('姓名不能包含數字。');
  });

  it('refuses an unknown language, warehouse or a currency that cannot pay', async () => {
    const customer = await registerCustomer(t.app);
    expect((await post(customer, '/api/updateUser', { language: 'fr' })).statusCode).toBe(400);
    expect(body(await post(customer, '/api/updateUser', { store_id: 7 })).errors).toHaveProperty('store_id');
    expect(body(await post(customer, '/api/updateUser', { currency_id: 2 })).errors).toHaveProperty('currency_id');
  });
});

describe('binding a mobile', () => {
  it('binds an Australian mobile with the SMS code; checkPhone then answers 200', async () => {
    const customer = await registerCustomer(t.app);
    const before = await get(customer, '/api/checkPhone');
    expect(before.statusCode).toBe(422);
    const phone = newAuMobile();
    const bound = await bindPhone(customer, `0${phone}`);
    expect(bound.statusCode).toBe(200);
    expect(body(bound).data).toMatchObject({ phone, phone_code: '61', phone_verified: true });
    const after = await get(customer, '/api/checkPhone');
    expect(after.statusCode).toBe(200);
  });

  it('refuses an Australian mobile that is not 9 digits starting with 4', async () => {
    const customer = await registerCustomer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      payload: { language: 'en' },
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(200);
    for (const phone of ['312345678', '41234567', '4123456789']) {
      const sent = await post(customer, '/api/sendMessage', { phone_code: '61', phone });
      expect(sent.statusCode).toBe(400);
      expect(body(sent).errors?.phone).toBe('An Australian mobile number has 9 digits and starts with 4.');
    }
    const china = await post(customer, '/api/sendMessage', { phone_code: '86', phone: '12812345678' });
    expect(body(china).errors?.phone).toBe('The mobile phone number you entered is incorrect, please enter it again');
  });

  it('refuses a wrong code and keeps the phone unbound', async () => {
    const customer = await registerCustomer(t.app);
    const phone = newAuMobile();
    await post(customer, '/api/sendMessage', { phone_code: '61', phone });
    const code = await latestCodeSentTo(t.app, `+61${phone}`);
    const wrong = code === '999999' ? '000000' : '999999';
    const response = await post(customer, '/api/updatePhone', { phone_code: '61', phone, code: wrong });
    expect(response.statusCode).toBe(400);
    expect((await get(customer, '/api/checkPhone')).statusCode).toBe(422);
  });

  it("prompts a login when the phone belongs to someone else's account", async () => {
    const owner = await registerCustomer(t.app);
    const phone = newAuMobile();
    expect((await bindPhone(owner, phone)).statusCode).toBe(200);
    const other = await registerCustomer(t.app);
    const response = await post(other, '/api/sendMessage', { phone_code: '61', phone });
    expect(response.statusCode).toBe(409);
    expect(body(response).data).toEqual({ jump: 'login' });
  });
});

describe('password reset by phone', () => {
  it('resets through an SMS code to the verified mobile', async () => {
    const customer = await registerCustomer(t.app);
    const phone = newAuMobile();
    await bindPhone(customer, phone);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/auth/sendForgetPasswordPhone',
      payload: { phone_code: '+61', phone },
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestCodeSentTo(t.app, `+61${phone}`);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/forgetPasswordByPhone',
      payload: { phone_code: '61', phone, code, password: 'ByPhone2026', confirm_password: 'ByPhone2026' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: customer.email, password: 'ByPhone2026' },
    });
    expect(login.statusCode).toBe(200);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/auth/checkIfRegister',
      payload: { phone_code: '61', phone },
    });
    expect(body(registered).data).toEqual({ registered: true });
  });
});

describe('closing the account', () => {
  it('needs a verified phone first', async () => {
    const customer = await registerCustomer(t.app);
    const response = await post(customer, '/api/sendMessage', { type: 'close_account' });
    expect(response.statusCode).toBe(422);
    expect(body(response).msg).toBe('注销账户前请先验证手机号。');
    expect((await post(customer, '/api/cancelAccount', { code: '123456' })).statusCode).toBe(422);
  });

  it('closes with the SMS code: sessions end, personal data is erased, financial records stay', async () => {
    const customer = await registerCustomer(t.app);
    const phone = newAuMobile();
    await bindPhone(customer, phone);
    await post(customer, '/api/setBillAddress', {
      name: 'Ann',
      country_id: 13,
      city: 'Sydney',
      postcode: '2000',
      address: '1 George St',
    });
    const saved = await post(customer, '/api/createRecipent', {
      first_name: 'Ann',
      last_name: 'Lee',
      contactNumber: '0412345678',
      country_id: 13,
      state: 'NSW',
      city: 'Sydney',
      postcode: '2000',
      address: '1 George St',
    });
    expect(saved.statusCode).toBe(200);
    // Money that came and went (a balance left would refuse the closure): the entries are the accounts.
    await t.app.ctx.db.insert(balanceEntries).values([
      { customerId: customer.id, currencyId: 3, amountMinor: 500, kind: 'top_up' },
      { customerId: customer.id, currencyId: 3, amountMinor: -500, kind: 'payment' },
    ]);
    t.clock.advance(61_000);
    expect((await post(customer, '/api/sendMessage', { type: 'close_account' })).statusCode).toBe(200);
    const code = await latestCodeSentTo(t.app, `+61${phone}`);
    const closed = await post(customer, '/api/cancelAccount', { code });
    expect(closed.statusCode).toBe(200);

    expect((await get(customer, '/api/getUser')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(401);
    const [row] = await t.app.ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ status: 'closed', phone: null, firstName: 'Closed' });
    expect(row?.email).not.toBe(customer.email);
    const ledger = await t.app.ctx.db.select().from(balanceEntries).where(eq(balanceEntries.customerId, customer.id));
    expect(ledger).toHaveLength(2);
    // The address book holds other people's names and addresses: it goes too.
    expect(await t.app.ctx.db.select().from(recipients).where(eq(recipients.customerId, customer.id))).toEqual([]);
    // The email is free again for a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/checkIfRegister',
      payload: { email: customer.email },
    });
    expect(body(again).data).toEqual({ registered: false });
  });
});

describe('notification settings', () => {
  it('starts with defaults and saves changes', async () => {
    const customer = await registerCustomer(t.app);
    expect(body(await get(customer, '/api/getClientSubscribeConfig')).data).toEqual({
      shipment_email: true,
      shipment_sms: true,
      promotion_email: true,
      promotion_sms: false,
      shipment_push: true,
      promotion_push: false,
    });
    const changed = {
      shipment_email: true,
      shipment_sms: false,
      promotion_email: false,
      promotion_sms: false,
      shipment_push: false,
      promotion_push: true,
    };
    expect((await post(customer, '/api/updateClientSubscribeConfig', changed)).statusCode).toBe(200);
    expect(body(await get(customer, '/api/getClientSubscribeConfig')).data).toEqual(changed);
    expect((await post(customer, '/api/updateClientSubscribeConfig', { shipment_email: 'yes' })).statusCode).toBe(400);
  });
});

describe('billing address', () => {
  it('is empty at first, saved, and visible only to its owner', async () => {
    const owner = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    expect(body(await get(owner, '/api/getBillAddress')).data).toBeNull();
    const address = {
      name: 'Mei Lin',
      country_id: 132,
      state: 'Selangor',
      city: 'Puchong',
      postcode: '47100',
      address: '12 Jalan Mesra',
    };
    const saved = await post(owner, '/api/setBillAddress', address);
    expect(saved.statusCode).toBe(200);
    expect(body(await get(owner, '/api/getBillAddress')).data).toMatchObject(address);
    expect(body(await get(other, '/api/getBillAddress')).data).toBeNull();
  });

  it('needs the required fields and a known country', async () => {
    const customer = await registerCustomer(t.app);
    const missing = await post(customer, '/api/setBillAddress', { name: 'Mei', country_id: 13 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(body(missing).errors ?? {})).toEqual(expect.arrayContaining(['city', 'postcode', 'address']));
    const unknown = await post(customer, '/api/setBillAddress', {
      name: 'Mei',
      country_id: 999,
      city: 'X',
      postcode: '1',
      address: 'Y',
    });
    expect(body(unknown).errors).toHaveProperty('country_id');
  });
});

describe('operate log', () => {
  it('records a code and content, and needs the code', async () => {
    const customer = await registerCustomer(t.app);
    expect((await post(customer, '/api/saveOperateLog', { code: 'tour_finish', content: 'home' })).statusCode).toBe(
      200,
    );
    expect((await post(customer, '/api/saveOperateLog', { content: 'no code' })).statusCode).toBe(400);
  });
});

describe('one customer never reads or changes another', () => {
  it("keeps each customer's profile and settings their own", async () => {
    const first = await registerCustomer(t.app, { first_name: 'First' });
    const second = await registerCustomer(t.app, { first_name: 'Second' });
    await post(first, '/api/updateClientSubscribeConfig', {
      shipment_email: false,
      shipment_sms: false,
      promotion_email: false,
      promotion_sms: false,
    });
    expect(body(await get(second, '/api/getUser')).data).toMatchObject({ id: second.id, first_name: 'Second' });
    expect(body(await get(second, '/api/getClientSubscribeConfig')).data).toMatchObject({ shipment_email: true });
  });
});
