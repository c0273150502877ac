import { randomUUID } from 'node:crypto';
import { parseMajor } from '@parcelway/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceEntries,
  customers,
  inviteRewards,
  memberships,
  parcelImages,
  parcels,
  pointEntries,
  storedFiles,
  waybillImages,
  waybills,
  weighings,
} from '../src/db/schema/index.js';
import { creditBalance } from '../src/modules/payments/index.js';
import {
  body,
  createTestApp,
  latestCodeSentTo,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';
import { samplePng } from './support/images.js';
import { SHIPPER, shirt, TAIWAN, waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
const fx = waybillFixtures(() => ({ t, staff }));

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

let serial = 0;
/** Words no seed or other customer holds, so finding one anywhere means it was left behind. */
function marked(word: string): string {
  serial += 1;
  // Letters only: names refuse digits.
  const tag = (serial * 100_000 + (Date.now() % 100_000))
    .toString(26)
    .replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q');
  return `${word}${tag}`;
}

/** The same in Chinese characters, for fields that ask for them (a Taiwan address). */
function markedChinese(): string {
  serial += 1;
  const digits = String(serial * 100_000 + (Date.now() % 100_000));
  return [...digits].map((digit) => '零壹貳參肆伍陸柒捌玖'[Number(digit)]).join('');
}

async function verifiedPhone(customer: TestCustomer): Promise<string> {
  serial += 1;
  const phone = `4${String(20_000_000 + serial * 7919 + (Date.now() % 1_000_000)).slice(-8)}`;
  expect((await fx.post(customer, '/api/sendMessage', { phone_code: '61', phone })).statusCode).toBe(200);
  const code = await latestCodeSentTo(t.app, `+61${phone}`);
  expect((await fx.post(customer, '/api/updatePhone', { phone_code: '61', phone, code })).statusCode).toBe(200);
  return phone;
}

async function close(customer: TestCustomer, phone: string) {
  t.clock.advance(61_000);
  const sent = await fx.post(customer, '/api/sendMessage', { type: 'close_account' });
  if (sent.statusCode !== 200) return sent;
  return fx.post(customer, '/api/cancelAccount', { code: await latestCodeSentTo(t.app, `+61${phone}`) });
}

/** The rows of a raw query, on PGlite and PostgreSQL alike (both answer `{ rows }`). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.app.ctx.db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** Every text, varchar, json and array column of every table, so a table added later is searched too. */
async function textColumns(): Promise<{ table: string; column: string }[]> {
  return rowsOf(sql`select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
}

/** The places (table.column) where any of the words is still stored: one statement per column, all the words in it. */
async function whereStored(words: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns()) {
    const rows = await rowsOf<{ word: string }>(
      sql`select word from unnest(${sql.param(words)}::text[]) with ordinality as searched(word, position)
        where exists (select 1 from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ilike '%' || searched.word || '%')
        order by position`,
    );
    for (const { word } of rows) found.push(`${table}.${column} has ${word}`);
  }
  return found;
}

/** A customer with a finished shipment, an address book, a billing address, files, logs and messages. */
async function customerWithHistory() {
  const first = marked('Zephyrine');
  const last = marked('Quarrington');
  const customer = await registerCustomer(t.app, { first_name: first, last_name: last });
  const phone = await verifiedPhone(customer);
  const receiver = {
    ...TAIWAN,
    first_name: marked('Ottoline'),
    last_name: marked('Brackenbury'),
    address: `${markedChinese()}路122號`,
  };
  const goods = marked('VelvetTeapot');
  const sender = marked('Aurelio');
  const logText = marked('Breadcrumb');
  const billName = marked('Billington');
  const { photo, parcelId, pictures } = await parcelWithPhoto(customer);
  // Staff send the check-in again with the same photo: the parcel is already in, but a copy was made for it.
  const [checkedIn] = await t.app.ctx.db.select().from(parcels).where(eq(parcels.id, parcelId));
  const again = await fx.ops('/ops/parcels/receive', {
    store_id: 1,
    tracking_number: checkedIn?.trackingNumber,
    weight: 1.5,
    length: 30,
    width: 20,
    height: 10,
    photos: [photo],
  });
  expect(body<{ outcome: string }>(again).data.outcome).toBe('already_received');
  const unattached = await t.app.ctx.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.sourceFileId, photo), notInArray(storedFiles.id, pictures)));
  expect(unattached).toHaveLength(1);
  pictures.push(...unattached.map((file) => file.id));
  const recipientId = await fx.recipient(customer, receiver);
  const waybill = await fx.submit(customer, [parcelId], {
    recipient_id: recipientId,
    shipper: { ...SHIPPER, sender_name: sender },
    declaration: [{ ...shirt, name: goods }],
  });
  const boxPhoto = (await uploadFile(t.app, staff, await samplePng(1600, 1200), { url: '/ops/upload' })).id;
  expect((await fx.pack(waybill.id, { photos: [boxPhoto] })).statusCode).toBe(200);
  const boxFiles = await t.app.ctx.db
    .select({ fileId: waybillImages.fileId, phoneFileId: waybillImages.phoneFileId })
    .from(waybillImages)
    .where(eq(waybillImages.waybillId, waybill.id));
  pictures.push(...boxFiles.flatMap((row) => [row.fileId, row.phoneFileId ?? '']));
  // A weight dispute in the customer's words, with their own photo, decided by staff.
  const disputeWords = marked('Bathroomscale');
  const ownScale = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png, { purpose: 'weight_dispute' });
  const disputed = await fx.post(customer, '/api/disputeWeight', {
    shipmentId: waybill.id,
    subject: 'weight',
    weight: 1.1,
    description: `${disputeWords} reads 1.1 kg`,
    photo: ownScale.id,
  });
  expect(disputed.statusCode, disputed.body).toBe(200);
  const decided = await fx.ops(`/ops/weight-disputes/${body<{ id: number }>(disputed).data.id}/confirm`, {
    reason: 'Checked',
  });
  expect(decided.statusCode, decided.body).toBe(200);
  // The carrier's side is not this test's subject: the shipment is simply finished.
  await delivered(customer, waybill.id);
  // It arrived broken: a claim in the customer's words, with their photo, decided (an open one holds the closure).
  const damage = marked('Shattered');
  const claimId = await damageClaim(customer, waybill.id, damage);
  await fx.ok(
    await t.app.inject({
      method: 'POST',
      url: `/ops/shipment-claims/${claimId}/reject`,
      headers: staff,
      payload: { reason: 'Packed and weighed as declared.' },
    }),
  );
  const bill = { name: billName, country_id: 13, city: 'Sydney', postcode: '2000', address: '1 George Street' };
  expect((await fx.post(customer, '/api/setBillAddress', bill)).statusCode).toBe(200);
  expect((await fx.post(customer, '/api/saveOperateLog', { code: 'view', content: logText })).statusCode).toBe(200);
  const fileName = `${marked('passport')}.png`;
  const upload = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png, {
    purpose: 'declaration',
    filename: fileName,
  });
  // Money that came and went: the ledger must outlive the person, at a zero balance.
  await t.app.ctx.db.insert(balanceEntries).values([
    { customerId: customer.id, currencyId: 3, amountMinor: 700, kind: 'top_up' },
    { customerId: customer.id, currencyId: 3, amountMinor: -700, kind: 'payment' },
  ]);
  // A public link to the shipment's journey, which closing must switch off.
  const shareKey = (
    await fx.ok<{ share_key: string }>(await fx.post(customer, '/api/traceShare', { shipment_id: waybill.id }))
  ).share_key;
  // Where the shipment's mails go: an address the customer typed.
  const mailTo = `${marked('bookkeeper').toLowerCase()}@example.org`;
  const mailSet = await fx.post(customer, '/api/updateShipmentTransactionEmail', {
    shipment_id: waybill.id,
    email: mailTo,
  });
  expect(mailSet.statusCode).toBe(200);
  // Goods the customer holds and means to send: a pre-shipment draft keeps copies of both people and the goods.
  const heldGoods = marked('Harpsichord');
  const pickupNote = marked('Gatehouse');
  const preShipment = await fx.post(customer, '/api/createOrUpdatePreShipment', {
    store_id: 1,
    recipient_id: recipientId,
    tracking_numbers: [`PS${Date.now()}`],
    items: [{ ...shirt, name: heldGoods }],
    contents: heldGoods,
    notes: pickupNote,
    insurance: false,
    batteries: false,
    flammable_confirmed: true,
    delivery_way: 'drop_off',
    submit: false,
  });
  expect(preShipment.statusCode, preShipment.body).toBe(200);
  const words = [customer.email, first, last, phone, receiver.first_name, receiver.last_name, receiver.address];
  words.push(goods, sender, logText, billName, fileName, mailTo, heldGoods, pickupNote, disputeWords, damage);
  return { customer, phone, waybill, upload, pictures, words, shareKey, ownScale };
}

/** A shipment handed over and delivered, its parcels with it. */
async function delivered(customer: TestCustomer, waybillId: number) {
  const now = t.clock.now();
  await t.app.ctx.db
    .update(waybills)
    .set({ status: 'delivered', shippedAt: now, deliveredAt: now })
    .where(eq(waybills.id, waybillId));
  await t.app.ctx.db.update(parcels).set({ status: 40 }).where(eq(parcels.customerId, customer.id));
}

/** A damage claim on a delivered shipment with a photo: its id. */
async function damageClaim(customer: TestCustomer, waybillId: number, description: string) {
  const photo = await uploadFile(t.app, customer.headers, SAMPLE_FILES.jpeg, { purpose: 'claim_evidence' });
  const claim = await fx.post(customer, '/api/shipmentClaims', {
    shipment_id: waybillId,
    reason: 'damaged',
    description,
    items: [{ index: 0, quantity: 1 }],
    photos: [photo.url],
  });
  return fx.ok<{ id: number }>(claim).then((data) => data.id);
}

/**
 * A parcel in stock with a warehouse photo (labels show names and addresses): the photo's id, and the files it left,
 * the photo and its phone-sized copy.
 */
async function parcelWithPhoto(customer: TestCustomer) {
  const photo = (await uploadFile(t.app, staff, await samplePng(1600, 1200), { url: '/ops/upload' })).id;
  const [parcelId] = await fx.inStock(customer, 1, { photos: [photo] });
  const rows = await t.app.ctx.db
    .select({ fileId: parcelImages.fileId, phoneFileId: parcelImages.phoneFileId })
    .from(parcelImages)
    .where(eq(parcelImages.parcelId, parcelId as number));
  return { photo, parcelId: parcelId as number, pictures: rows.flatMap((row) => [row.fileId, row.phoneFileId ?? '']) };
}

/** whereStored asks every text column of every table for every word: the time grows with each table added. */
const SEARCHES_EVERY_COLUMN = { timeout: 90_000 };

describe('closing an account erases the person', () => {
  it(
    'leaves none of their words in any column of any table, nor the bytes of their files',
    SEARCHES_EVERY_COLUMN,
    async () => {
      const { customer, phone, waybill, upload, pictures, words, shareKey, ownScale } = await customerWithHistory();
      // The parcel's photo and the packed box's, each with its phone-sized copy, and the copy a repeated check-in made.
      expect(pictures).toHaveLength(5);
      expect(pictures).not.toContain('');
      const pictureRows = await t.app.ctx.db.select().from(storedFiles).where(inArray(storedFiles.id, pictures));
      expect(pictureRows).toHaveLength(5);
      expect(await whereStored(words)).not.toEqual([]);
      expect((await t.app.inject({ url: `/api/traceShareDetail/${shareKey}` })).statusCode).toBe(200);
      const [file] = await t.app.ctx.db.select().from(storedFiles).where(eq(storedFiles.id, upload.id));
      expect(file).toBeDefined();
      expect(await t.app.ctx.storage.open(file?.storageKey ?? '')).toBeDefined();

      const closed = await close(customer, phone);
      expect(closed.statusCode).toBe(200);

      expect(await whereStored(words)).toEqual([]);
      expect(await t.app.ctx.storage.open(file?.storageKey ?? '')).toBeUndefined();
      expect(await t.app.ctx.db.select().from(storedFiles).where(inArray(storedFiles.id, pictures))).toEqual([]);
      for (const picture of pictureRows) expect(await t.app.ctx.storage.open(picture.storageKey)).toBeUndefined();
      expect((await t.app.inject({ url: upload.url })).statusCode).toBe(404);
      expect((await t.app.inject({ url: ownScale.url })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/traceShareDetail/${shareKey}` })).statusCode).toBe(404);
      // The weighings' figures stay with the shipment record; their photos went with the customer's pictures.
      const evidence = await t.app.ctx.db.select().from(weighings).where(eq(weighings.waybillId, waybill.id));
      expect(evidence.map((row) => [row.weightGrams, row.scaleFileId, row.tapeFileId])).toEqual([[3000, null, null]]);
      // The ledger and the shipment record stay, under the pseudonym.
      const [row] = await t.app.ctx.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(row).toMatchObject({ status: 'closed', email: `closed-${customer.id}@closed.invalid`, phone: null });
      const ledger = await t.app.ctx.db.select().from(balanceEntries).where(eq(balanceEntries.customerId, customer.id));
      expect(ledger.map((entry) => entry.amountMinor)).toEqual([700, -700]);
      const [kept] = await t.app.ctx.db.select().from(waybills).where(eq(waybills.id, waybill.id));
      expect(kept).toMatchObject({ customerId: customer.id, status: 'delivered' });
      expect(kept?.recipient.country_id).toBe(TAIWAN.country_id);
      expect(kept?.declaration[0]).toMatchObject({ name: '', quantity: shirt.quantity });
    },
  );

  it('leaves another customer untouched', SEARCHES_EVERY_COLUMN, async () => {
    const other = await customerWithHistory();
    const { customer, phone } = await customerWithHistory();
    expect((await close(customer, phone)).statusCode).toBe(200);
    const remaining = await whereStored(other.words);
    expect(remaining.length).toBeGreaterThanOrEqual(other.words.length);
    expect((await fx.get(other.customer, '/api/getUser')).statusCode).toBe(200);
  });
  it('stands when the storage fails to delete the bytes: the rows are gone, the keys are retried once', async () => {
    const { customer, phone, upload } = await customerWithHistory();
    const storage = t.app.ctx.storage;
    const original = storage.remove.bind(storage);
    const tried: string[] = [];
    // The bucket is an outside system: here it refuses every delete.
    storage.remove = async (key: string) => {
      tried.push(key);
      throw new Error('bucket unavailable');
    };
    try {
      expect((await close(customer, phone)).statusCode).toBe(200);
    } finally {
      storage.remove = original;
    }
    expect(tried.length).toBeGreaterThanOrEqual(2);
    expect(tried[0]).toBe(tried[1]);
    expect(await t.app.ctx.db.select().from(storedFiles).where(eq(storedFiles.id, upload.id))).toEqual([]);
    expect((await t.app.inject({ url: upload.url })).statusCode).toBe(404);
  });
});

describe('closure is refused while something is in flight', () => {
  it('a parcel in the warehouse: no code is sent and cancelAccount refuses', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const phone = await verifiedPhone(customer);
    await fx.inStock(customer);
    t.clock.advance(61_000);
    const sent = await fx.post(customer, '/api/sendMessage', { type: 'close_account' });
    expect(sent.statusCode).toBe(422);
    expect(body(sent).msg).toBe(
      'Your account still has parcels, shipments or payments in progress. Please finish or cancel them before closing your account.',
    );
    // What holds it, for the screen to lead there.
    expect(body(sent).data).toEqual({ blocking: { parcels: 1, waybills: 0, payments: 0, balance: false } });
    const refused = await fx.post(customer, '/api/cancelAccount', { code: '123456' });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).data).toEqual({ blocking: { parcels: 1, waybills: 0, payments: 0, balance: false } });
    expect((await fx.get(customer, '/api/getUser')).statusCode).toBe(200);
    expect(phone).toBeTruthy();
  });

  it('an open waybill', async () => {
    const customer = await registerCustomer(t.app);
    const phone = await verifiedPhone(customer);
    const { parcelId, pictures } = await parcelWithPhoto(customer);
    const waybill = await fx.submit(customer, [parcelId]);
    // The parcel left with the shipment; the shipment itself is still on its way.
    await t.app.ctx.db.update(parcels).set({ status: 30 }).where(eq(parcels.customerId, customer.id));
    await t.app.ctx.db.update(waybills).set({ status: 'in_transit' }).where(eq(waybills.id, waybill.id));
    expect(body(await close(customer, phone)).msg).toBe(
      '您的账户仍有处理中的包裹、运单或付款，请先完成或取消后再注销账户。',
    );
    // Refused, it erased nothing: the parcel's photo and its copy are still there.
    expect(pictures).not.toContain('');
    const kept = await t.app.ctx.db.select().from(storedFiles).where(inArray(storedFiles.id, pictures));
    expect(kept).toHaveLength(2);
    for (const file of kept) expect(await t.app.ctx.storage.open(file.storageKey)).toBeDefined();
  });

  it('a shipment claim not yet decided, though its shipment is delivered', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const phone = await verifiedPhone(customer);
    const { parcelId } = await parcelWithPhoto(customer);
    const waybill = await fx.submit(customer, [parcelId]);
    await delivered(customer, waybill.id);
    await damageClaim(customer, waybill.id, 'The lid is cracked');
    const refused = await close(customer, phone);
    expect([refused.statusCode, body(refused).msg]).toEqual([
      422,
      'You have a shipment claim in progress. Please wait for its decision before closing your account.',
    ]);
  });

  it('a weight dispute staff have yet to decide, even once its shipment is done', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const phone = await verifiedPhone(customer);
    const [parcelId = 0] = await fx.inStock(customer);
    const filed = await fx.post(customer, '/api/disputeWeight', { parcelId, subject: 'weight', weight: 1 });
    expect(filed.statusCode, filed.body).toBe(200);
    // The parcel has gone (returned to the sender, say); the dispute of its weight is still open.
    await t.app.ctx.db.update(parcels).set({ status: 50 }).where(eq(parcels.customerId, customer.id));
    const refused = await close(customer, phone);
    expect([refused.statusCode, body(refused).msg]).toEqual([
      422,
      'Your account still has parcels, shipments or payments in progress. Please finish or cancel them before closing your account.',
    ]);
    const decided = await fx.ops(`/ops/weight-disputes/${body<{ id: number }>(filed).data.id}/confirm`, {
      reason: 'Checked',
    });
    expect(decided.statusCode).toBe(200);
    expect((await close(customer, phone)).statusCode).toBe(200);
  });

  it('money left on the balance', async () => {
    const customer = await registerCustomer(t.app, {}, 'tw');
    const phone = await verifiedPhone(customer);
    await t.app.ctx.db
      .insert(balanceEntries)
      .values({ customerId: customer.id, currencyId: 3, amountMinor: 1, kind: 'top_up' });
    const refused = await close(customer, phone);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).msg).toBe('您的帳戶仍有餘額，請先使用或聯絡我們退款後再註銷帳戶。');
    expect(body(refused).data).toEqual({ blocking: { parcels: 0, waybills: 0, payments: 0, balance: true } });
  });
});

describe('exportMyData', () => {
  const exportOf = (customer: TestCustomer) => t.app.inject({ url: '/api/exportMyData', headers: customer.headers });

  it('downloads the customer’s own data, none of another customer’s, and no secret', async () => {
    const mine = await customerWithHistory();
    const theirs = await customerWithHistory();
    const response = await exportOf(mine.customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="parcelway-data-\d+-[\d-]+\.json"$/);
    const text = response.body;
    for (const word of mine.words) expect(text).toContain(word);
    for (const word of theirs.words) expect(text).not.toContain(word);
    for (const secret of ['password', 'Hash', 'token', 'signature=']) {
      expect(text.replace(/"url":"[^"]*"/g, '')).not.toContain(secret);
    }
    const data = JSON.parse(text);
    expect(data.profile.email).toBe(mine.customer.email);
    expect(data.waybills).toHaveLength(1);
    expect(data.waybills[0].recipient.first_name).toBe(mine.words[4]);
    expect(data.declarations[0].items.length).toBeGreaterThan(0);
    expect(data.parcels.every((parcel: { customerId: number }) => parcel.customerId === mine.customer.id)).toBe(true);
    expect(data.balance_entries.map((entry: { amountMinor: number }) => entry.amountMinor)).toEqual([700, -700]);
    expect(data.messages.length).toBeGreaterThan(0);
    expect(data.shipment_claims).toHaveLength(1);
    expect(data.shipment_claims[0]).toMatchObject({
      reason: 'damaged',
      status: 'rejected',
      description: mine.words.at(-1),
    });
    expect(data.shipment_claims[0].events.map((event: { kind: string }) => event.kind)).toEqual(['filed', 'rejected']);
    expect(data.weight_disputes).toMatchObject([{ status: 'confirmed', subject: 'weight', claimedGrams: 1100 }]);
    // Its file links open the customer's own files: the declaration upload, the claim's photo and the photo of their
    // own scale.
    expect(data.files).toHaveLength(3);
    const declaration = data.files.find((entry: { purpose: string }) => entry.purpose === 'declaration');
    const file = await t.app.inject({ url: declaration.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
  });

  it('reads a long history page by page', async () => {
    const customer = await registerCustomer(t.app);
    const entries = Array.from({ length: 450 }, (_, index) => ({
      customerId: customer.id,
      currencyId: 3,
      amountMinor: index + 1,
      kind: 'top_up',
    }));
    await t.app.ctx.db.insert(balanceEntries).values(entries);
    const data = JSON.parse((await exportOf(customer)).body);
    expect(data.balance_entries.map((entry: { amountMinor: number }) => entry.amountMinor)).toEqual(
      entries.map((entry) => entry.amountMinor),
    );
  });

  it('needs a customer and allows a few an hour per customer', async () => {
    expect((await t.app.inject({ url: '/api/exportMyData' })).statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    for (let index = 0; index < 5; index += 1) expect((await exportOf(customer)).statusCode).toBe(200);
    expect((await exportOf(customer)).statusCode).toBe(429);
    // Another customer has their own allowance.
    expect((await exportOf(await registerCustomer(t.app))).statusCode).toBe(200);
  });

  it('is refused once the account is closed', async () => {
    const { customer, phone } = await customerWithHistory();
    expect((await close(customer, phone)).statusCode).toBe(200);
    expect((await exportOf(customer)).statusCode).toBe(401);
  });
});

describe('membership and invitations in the export and at closure', () => {
  const exportOf = async (customer: TestCustomer) =>
    JSON.parse((await t.app.inject({ url: '/api/exportMyData', headers: customer.headers })).body);
  const credit = (customer: TestCustomer, amount: string) =>
    t.app.ctx.db.transaction((tx) => creditBalance(tx, customer.id, 'top_up', parseMajor(amount, 'AUD')));
  let planId = 0;
  async function plan() {
    if (planId === 0)
      planId = (
        await fx.ok<{ id: number }>(
          await fx.ops('/ops/membership-plans', {
            name_en: 'Silver monthly',
            name_cn: '白银月卡',
            name_tw: '白銀月卡',
            currency: 'AUD',
            price: '10',
            period: 'month',
            freight_discount_percent: 10,
          }),
        )
      ).id;
    return planId;
  }
  const buy = async (customer: TestCustomer, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/memberPurchaseAction',
      headers: { ...customer.headers, 'idempotency-key': randomUUID(), lang: 'en' },
      payload: { plan_id: await plan(), agree: true, ...payload },
    });
  async function invitedBy(inviter: TestCustomer) {
    const { invite_code } = await fx.ok<{ invite_code: string }>(await fx.get(inviter, '/api/inviteInfo'));
    return registerCustomer(t.app, { invite_code }, 'en');
  }

  it('exports the purchases, the friends invited and the rewards on both sides, naming the other party by id only', async () => {
    const inviter = await registerCustomer(t.app);
    const friend = await invitedBy(inviter);
    await credit(friend, '10');
    expect((await buy(friend, { method: 'balance' })).statusCode).toBe(200);
    const [parcelId] = await fx.inStock(friend);
    const waybill = await fx.submit(friend, [parcelId as number]);
    await t.app.ctx.db
      .insert(inviteRewards)
      .values({ inviterId: inviter.id, friendId: friend.id, waybillId: waybill.id, points: 500 });

    const friendData = await exportOf(friend);
    expect(friendData.membership_purchases).toHaveLength(1);
    expect(friendData.membership_purchases[0]).toMatchObject({
      customerId: friend.id,
      status: 'active',
      method: 'balance',
    });
    expect(friendData.invited_friends).toEqual([]);
    expect(friendData.invite_rewards).toEqual([
      expect.objectContaining({ role: 'friend', other_customer_id: inviter.id, waybill_id: waybill.id, points: 500 }),
    ]);

    const inviterData = await exportOf(inviter);
    expect(inviterData.membership_purchases).toEqual([]);
    expect(inviterData.invited_friends).toEqual([expect.objectContaining({ customer_id: friend.id })]);
    expect(inviterData.invite_rewards).toEqual([
      expect.objectContaining({ role: 'inviter', other_customer_id: friend.id, waybill_id: null, points: 500 }),
    ]);
    // Nothing of the friend beyond the id: not their name, not their email.
    const text = JSON.stringify({ ...inviterData, profile: null, messages: null });
    expect(text).not.toContain(friend.email);
  });

  it('closing stops a paid membership renewing (no reminder to the closed account); a membership transfer in review holds the closure', async () => {
    const member = await registerCustomer(t.app, {}, 'en');
    const phone = await verifiedPhone(member);
    await credit(member, '10');
    expect((await buy(member, { method: 'balance' })).statusCode).toBe(200);
    expect((await close(member, phone)).statusCode).toBe(200);
    const purchases = await t.app.ctx.db.select().from(memberships).where(eq(memberships.customerId, member.id));
    expect(purchases.map((row) => [row.status, row.autoRenew])).toEqual([['active', false]]);

    const waiting = await registerCustomer(t.app, {}, 'en');
    const waitingPhone = await verifiedPhone(waiting);
    const proof = await uploadFile(t.app, waiting.headers, SAMPLE_FILES.png, { purpose: 'bank_proof' });
    const transfer = await buy(waiting, { method: 'bank_transfer', proof: proof.url });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const refused = await close(waiting, waitingPhone);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).msg).toBe(
      'Your account still has parcels, shipments or payments in progress. Please finish or cancel them before closing your account.',
    );
  });

  it('a closed inviter earns no reward when the friend’s first shipment is paid', async () => {
    const inviter = await registerCustomer(t.app, {}, 'en');
    const phone = await verifiedPhone(inviter);
    const friend = await invitedBy(inviter);
    expect((await close(inviter, phone)).statusCode).toBe(200);
    const [parcelId] = await fx.inStock(friend);
    const waybill = await fx.submit(friend, [parcelId as number]);
    expect((await fx.pack(waybill.id)).statusCode).toBe(200);
    const { payable } = await fx.ok<{ payable: string }>(
      await fx.get(friend, `/api/getPayView?shipmentId=${waybill.id}&currency=AUD`),
    );
    await credit(friend, payable);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/balancePay',
      headers: { ...friend.headers, 'idempotency-key': randomUUID() },
      payload: { shipmentId: waybill.id, amount: payable, combinePay: false, currency: 'AUD' },
    });
    expect(paid.statusCode).toBe(200);
    const rewards = await t.app.ctx.db.select().from(inviteRewards).where(eq(inviteRewards.friendId, friend.id));
    expect(rewards).toEqual([]);
    const points = await t.app.ctx.db.select().from(pointEntries).where(eq(pointEntries.customerId, inviter.id));
    expect(points).toEqual([]);
  });
});
