import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, outboxMessages, warehouseAddressNotices, warehouses } from '../src/db/schema/index.js';
import { seedReferenceData } from '../src/db/seed.js';
import { recordingSmsGateway } from '../src/modules/outbox/sms.js';
import { smsTransport } from '../src/modules/outbox/transports.js';
import { sendWarehouseAddressNotices } from '../src/modules/reference/address-notices.js';
import {
  body,
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { type ParsedMail, parseMail, startSmtpServer } from './support/smtp.js';
import { shirt } from './support/waybills.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let staff: { authorization: string };
const sms = recordingSmsGateway();

interface StaffAddress {
  recipient: string;
  address_lines: string[];
  city: string;
  state: string;
  postal_code: string;
  phone: string;
  opening_hours: string;
  opening_hours_in: { en: string; cn: string; tw: string };
}
interface StaffWarehouse {
  store_id: number;
  address: StaffAddress;
  staff_edited_at: string | null;
}
interface Card {
  store_id: number;
  address: { name: string; address_lines: string[]; city: string; postal_code: string; phone: string };
}

const NZ = 9;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    config: { staff: STAFF_CREDENTIALS, smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` },
    transports: { sms: smsTransport(sms) },
  });
  staff = await staffHeaders(t.app);
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});
beforeEach(async () => {
  // Whatever earlier steps queued (welcome mails, earlier notices) is sent before a step counts what it caused.
  await sendWarehouseAddressNotices(t.app.ctx);
  await t.app.outbox.drain();
  smtp.received.length = 0;
  sms.sent.length = 0;
});

async function warehouse(storeId: number): Promise<StaffWarehouse> {
  const list = body<StaffWarehouse[]>(await t.app.inject({ url: '/ops/warehouses', headers: staff })).data;
  return list.find((row) => row.store_id === storeId) as StaffWarehouse;
}

function save(storeId: number, address: StaffAddress, loaded: string | null) {
  return t.app.inject({
    method: 'POST',
    url: `/ops/warehouses/${storeId}`,
    headers: { ...staff, lang: 'en' },
    payload: { ...address, staff_edited_at: loaded },
  });
}

/** Saves a change to the warehouse as loaded now; answers the saved address. */
async function change(storeId: number, edit: Partial<StaffAddress>): Promise<StaffAddress> {
  const current = await warehouse(storeId);
  const answer = await save(storeId, { ...current.address, ...edit }, current.staff_edited_at);
  expect(answer.statusCode, answer.body).toBe(200);
  return body<StaffWarehouse>(answer).data.address;
}

/** Runs the notice job and the outbox; answers the mails received meanwhile. */
async function deliver(batch?: number): Promise<{ told: number; mails: Received[] }> {
  const told = await sendWarehouseAddressNotices(t.app.ctx, batch);
  await t.app.outbox.drain();
  return { told, mails: smtp.received.map((mail) => ({ ...parseMail(mail.raw), to: mail.to })) };
}

type Received = ParsedMail & { to: string[] };

const mailTo = (mails: Received[], customer: TestCustomer) => mails.filter((mail) => mail.to.includes(customer.email));

async function cardOf(customer: TestCustomer, storeId: number, lang: string): Promise<Card['address']> {
  const cards = body<Card[]>(
    await t.app.inject({ url: '/api/getWarehouseAddress', headers: { ...customer.headers, lang } }),
  ).data;
  return (cards.find((card) => card.store_id === storeId) as Card).address;
}

async function verifyPhone(customer: TestCustomer, phone: string) {
  await t.app.ctx.db
    .update(customers)
    .set({ phoneCode: '64', phone, phoneVerifiedAt: t.clock.now() })
    .where(eq(customers.id, customer.id));
}

async function setSubscriptions(customer: TestCustomer, settings: Record<string, boolean>) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/updateClientSubscribeConfig',
    headers: customer.headers,
    payload: { shipment_email: true, shipment_sms: true, promotion_email: true, promotion_sms: false, ...settings },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

const noticesQueued = async () =>
  (await t.app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'warehouse_address_changed'))).length;

describe('a changed shopping address is told to the customers who may ship to the warehouse', () => {
  let mei: TestCustomer; // en, New Zealand is her warehouse
  let li: TestCustomer; // cn, Australia is hers, but she pre-alerted a parcel to New Zealand
  let chen: TestCustomer; // tw, New Zealand, SMS only
  let sam: TestCustomer; // en, Australia, nothing in New Zealand
  let gone: TestCustomer; // en, New Zealand, account closed

  beforeAll(async () => {
    mei = await registerCustomer(t.app, { store_id: NZ, currency_id: 7 }, 'en');
    li = await registerCustomer(t.app, { store_id: 1 }, 'cn');
    const preAlert = await t.app.inject({
      method: 'POST',
      url: '/api/insertPreParcel',
      headers: li.headers,
      payload: { tracking_number: 'NZPRE0001', store_id: NZ, items: [shirt] },
    });
    expect(preAlert.statusCode, preAlert.body).toBe(200);
    chen = await registerCustomer(t.app, { store_id: NZ, currency_id: 7 }, 'tw');
    await verifyPhone(chen, '211234567');
    await setSubscriptions(chen, { shipment_email: false });
    sam = await registerCustomer(t.app, { store_id: 1 }, 'en');
    gone = await registerCustomer(t.app, { store_id: NZ, currency_id: 7 }, 'en');
    await t.app.ctx.db.update(customers).set({ status: 'closed' }).where(eq(customers.id, gone.id));
  });

  it('a new postcode: each is told once in their language, the address as they copy it, nobody else', async () => {
    const before = await warehouse(NZ);
    const postcode = before.address.postal_code === '2022' ? '2023' : '2022';
    await change(NZ, { postal_code: postcode });
    // The save queued one job; the messages are written by the job, not by the staff request.
    expect(await noticesQueued()).toBe(0);

    const { told, mails } = await deliver();
    expect(told).toBe(3);

    const [toMei, ...moreToMei] = mailTo(mails, mei);
    expect(moreToMei).toEqual([]);
    expect(toMei?.subject).toBe('New shopping address: New Zealand warehouse');
    const meiCard = await cardOf(mei, NZ, 'en');
    expect(meiCard.postal_code).toBe(postcode);
    expect(toMei?.text).toContain(`Receiver: ${meiCard.name}`);
    for (const line of meiCard.address_lines) expect(toMei?.text).toContain(`Address: ${line}`);
    expect(toMei?.text).toContain(`Postal code: ${postcode}`);
    expect(toMei?.text).toContain(`Phone: ${meiCard.phone}`);
    expect(toMei?.text).toContain(String(mei.id));
    expect(toMei?.text).toContain('Replace the old address in every online shop');
    expect(toMei?.text).toContain('pre-alert them');
    expect(toMei?.html).toContain('/pages/personal/warehouseDetail');
    expect(toMei?.headers['list-unsubscribe']).toMatch(/token=\d+\.warehouse_address_changed/);

    const [toLi, ...moreToLi] = mailTo(mails, li);
    expect(moreToLi).toEqual([]);
    expect(toLi?.subject).toBe('收货地址已更新：新西兰仓');
    const liCard = await cardOf(li, NZ, 'cn');
    expect(toLi?.text).toContain(`收件人: ${liCard.name}`);
    expect(toLi?.text).toContain(`邮编: ${postcode}`);
    expect(toLi?.text).toContain('请在所有保存过旧地址的网店中替换为新地址');

    expect(mailTo(mails, chen)).toEqual([]);
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]?.to).toBe('+64211234567');
    expect(sms.sent[0]?.text).toMatch(/^Parcelway：紐西蘭倉的地址已變更。新地址：/);
    expect(sms.sent[0]?.text).toContain(postcode);
    expect(sms.sent[0]?.text).toContain(String(chen.id));

    expect(mailTo(mails, sam)).toEqual([]);
    expect(mailTo(mails, gone)).toEqual([]);
    expect(await sendWarehouseAddressNotices(t.app.ctx)).toBe(0);
  });

  it('shows in the app as unread warehouse news, in the reader’s language', async () => {
    const list = body<{ id: number; title: string; unread: boolean }[]>(
      await t.app.inject({ url: `/api/warehouseNewsList?store_id=${NZ}`, headers: { ...mei.headers, lang: 'en' } }),
    ).data;
    expect(list[0]).toMatchObject({ title: 'New shopping address: New Zealand warehouse', unread: true });
    const detail = body<{ body: string }>(
      await t.app.inject({ url: `/api/warehouseNewsDetail/${list[0]?.id}`, headers: chen.headers }),
    ).data;
    expect(detail.body).toContain('已寄往舊地址的包裹');
    expect(detail.body).toContain('{support number}');
    expect(detail.body).toContain((await warehouse(NZ)).address.postal_code);
  });

  it('sends nothing for the same address saved again, or for new opening hours alone', async () => {
    const news = async () =>
      body<unknown[]>(await t.app.inject({ url: `/api/warehouseNewsList?store_id=${NZ}`, headers: mei.headers })).data
        .length;
    const shown = await news();
    await change(NZ, {});
    await change(NZ, {
      opening_hours: 'Mon–Sat 08:00–18:00',
      opening_hours_in: { en: 'Mon–Sat 08:00–18:00', cn: '周一至周六 08:00–18:00', tw: '週一至週六 08:00–18:00' },
    });
    const { told, mails } = await deliver();
    expect([told, mails, sms.sent]).toEqual([0, [], []]);
    expect(await news()).toBe(shown);
  });

  it('sends nothing when the save is refused as stale (409)', async () => {
    const loaded = await warehouse(NZ);
    await change(NZ, { phone: '+64 9 000 0001' });
    const stale = await save(NZ, { ...loaded.address, postal_code: '2024' }, loaded.staff_edited_at);
    expect(stale.statusCode).toBe(409);
    const { told, mails } = await deliver();
    // Only the change that was saved (the phone) is told, once to each of the three.
    expect(told).toBe(3);
    expect(mails.filter((mail) => mail.text.includes('Postal code: 2024'))).toEqual([]);
    expect(mailTo(mails, mei)[0]?.text).toContain('Phone: +64 9 000 0001');
  });

  it('works through the customers in batches, each told once, and tells only the latest of two quick changes', async () => {
    await change(NZ, { city: 'Manukau' });
    await change(NZ, { city: 'Papakura' });
    const { told, mails } = await deliver(1);
    expect(told).toBe(3);
    for (const customer of [mei, li]) {
      const theirs = mailTo(mails, customer);
      expect(theirs).toHaveLength(1);
      expect(theirs[0]?.text).toMatch(/Papakura/);
      expect(theirs[0]?.text).not.toMatch(/Manukau/);
    }
    expect(sms.sent).toHaveLength(1);
  });
});

describe('a release that moves a warehouse nobody in staff edited', () => {
  it('is told like a staff change when the seed writes it, and once only', async () => {
    const ada = await registerCustomer(t.app, { store_id: 1 }, 'en');
    await deliver(); // her welcome mail
    smtp.received.length = 0;
    const seeded = await warehouse(1);
    expect(seeded.staff_edited_at).toBeNull();
    // The address the previous release seeded: another postcode.
    const previous = { ...(await rawAddress(1)), postalCode: '2000' };
    await t.app.ctx.db.update(warehouses).set({ address: previous }).where(eq(warehouses.storeId, 1));

    await seedReferenceData(t.app.ctx.db);
    const { mails } = await deliver();
    const [toAda, ...more] = mailTo(mails, ada);
    expect(more).toEqual([]);
    expect(toAda?.subject).toBe('New shopping address: Australia warehouse');
    expect(toAda?.text).toContain(`Postal code: ${seeded.address.postal_code}`);
    expect((await warehouse(1)).address.postal_code).toBe(seeded.address.postal_code);

    smtp.received.length = 0;
    await seedReferenceData(t.app.ctx.db);
    expect(await deliver()).toEqual({ told: 0, mails: [] });
  });
});

async function rawAddress(storeId: number) {
  const [row] = await t.app.ctx.db.select().from(warehouses).where(eq(warehouses.storeId, storeId));
  if (!row) throw new Error(`no warehouse ${storeId}`);
  return row.address;
}

describe('a change whose telling fails', () => {
  it('holds back no other warehouse: the others are told, the failure is thrown for the log, it is told once mended', async () => {
    const MY = 3;
    const noor = await registerCustomer(t.app, { store_id: MY }, 'en');
    const mei = await registerCustomer(t.app, { store_id: NZ, currency_id: 7 }, 'en');
    await deliver();
    smtp.received.length = 0;
    const good = await rawAddress(MY);
    // The older change (Malaysia) cannot be presented once its address has lost its lines; the newer one, New
    // Zealand's, can.
    await t.app.ctx.db.insert(warehouseAddressNotices).values({ storeId: MY, changedAt: t.clock.now() });
    await change(NZ, { city: 'Takapuna' });
    await t.app.ctx.db
      .update(warehouses)
      .set({ address: { ...good, postalCode: '50001', addressLines: undefined as unknown as string[] } })
      .where(eq(warehouses.storeId, MY));

    await expect(sendWarehouseAddressNotices(t.app.ctx)).rejects.toThrow(/warehouse address notice \d+ failed/);
    await t.app.outbox.drain();
    const first = smtp.received.map((mail) => ({ ...parseMail(mail.raw), to: mail.to }));
    expect(mailTo(first, mei)[0]?.text).toContain('Takapuna');
    expect(mailTo(first, noor)).toEqual([]);

    smtp.received.length = 0;
    await t.app.ctx.db.update(warehouses).set({ address: good }).where(eq(warehouses.storeId, MY));
    const { mails } = await deliver();
    expect(mailTo(mails, noor)).toHaveLength(1);
    expect(mailTo(mails, mei)).toEqual([]);
  });
});
