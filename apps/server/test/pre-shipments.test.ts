import { calendarDate } from '@parcelway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  MINUTE,
  mailbox,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';
import { AUSTRALIA, shirt } from './support/waybills.js';

type Json = Record<string, unknown>;
let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(async () => {
  await t.app.close();
});

const SYDNEY = 'Australia/Sydney';
let counter = 0;
const trackingNumber = () => {
  counter += 1;
  return `PS${String(Date.now()).slice(-6)}${String(counter).padStart(4, '0')}`;
};

const get = (customer: TestCustomer, url: string, lang = 'en') =>
  t.app.inject({ url, headers: { ...customer.headers, lang } });
const post = (customer: TestCustomer, url: string, payload: Json, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...customer.headers, lang }, payload });
const ops = (url: string, payload?: Json) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: { ...staff, lang: 'en' }, payload });

/** The Sydney date `days` after today there. */
function sydneyDate(days: number): string {
  return calendarDate(new Date(t.clock.now().getTime() + days * 86_400_000), SYDNEY);
}

async function recipient(customer: TestCustomer): Promise<number> {
  const response = await post(customer, '/api/createRecipent', AUSTRALIA);
  expect(response.statusCode).toBe(200);
  return body<{ id: number }>(response).data.id;
}

async function agents(customer: TestCustomer, query = 'store_id=1') {
  const response = await get(customer, `/api/preShipmentAgents?${query}`);
  expect(response.statusCode).toBe(200);
  return body<Json[]>(response).data;
}

function form(recipientId: number, overrides: Json = {}): Json {
  return {
    store_id: 1,
    recipient_id: recipientId,
    tracking_numbers: [trackingNumber(), trackingNumber()],
    items: [shirt],
    contents: 'Clothes',
    notes: 'Two boxes',
    insurance: true,
    batteries: false,
    flammable_confirmed: true,
    delivery_way: 'drop_off',
    ...overrides,
  };
}

async function customerWithRecipient() {
  const customer = await registerCustomer(t.app, {}, 'en');
  return { customer, recipientId: await recipient(customer) };
}

async function firstAgentId(customer: TestCustomer) {
  return (await agents(customer, 'store_id=1&postcode=2020'))[0]?.id as number;
}

async function windows() {
  const response = await ops('/ops/pickup-windows?store_id=1');
  return body<{ id: number; starts: string; capacity: number }[]>(response).data;
}

describe('drop-off at an agent point', () => {
  it('books with a short code, kept across edits, shown in the list and the detail', async () => {
    const { customer, recipientId } = await customerWithRecipient();
    const agentId = await firstAgentId(customer);
    const picture = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png);
    const receipt = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png);
    const created = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(recipientId, { agent_id: agentId, contents_image: picture.url, receipt_image: receipt.id }),
    );
    expect(created.statusCode).toBe(200);
    const detail = body<Json>(created).data;
    expect(detail.status).toBe('booked');
    expect(detail.drop_off_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(detail.sender).toMatchObject({ name: 'Mei Lin' });
    expect(detail.receiver).toMatchObject({ name: 'John Smith', recipient_id: recipientId, country: 'Australia' });
    expect((detail.contents_image as Json).id).toBe(picture.id);
    expect((detail.receipt_image as Json).id).toBe(receipt.id);
    expect(detail.agent).toMatchObject({ id: agentId });
    expect(detail.items).toEqual([{ ...shirt, total_amount: '40.00', attributes: [] }]);

    const edited = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(recipientId, { id: detail.id, agent_id: agentId, contents: 'Winter clothes' }),
    );
    expect(body<Json>(edited).data).toMatchObject({ contents: 'Winter clothes', drop_off_code: detail.drop_off_code });

    const list = body<{ list: Json[]; total: number }>(await get(customer, '/api/getPreShipment')).data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: detail.id, drop_off_code: detail.drop_off_code, editable: true });
    const shown = body<Json>(await get(customer, `/api/showPreShipment/${detail.id}`)).data;
    expect(shown.contents).toBe('Winter clothes');
  });

  it('keeps a draft without a code, and books it later', async () => {
    const { customer, recipientId } = await customerWithRecipient();
    const draft = body<Json>(
      await post(customer, '/api/createOrUpdatePreShipment', form(recipientId, { submit: false })),
    ).data;
    expect(draft).toMatchObject({ status: 'draft', drop_off_code: null, status_text: 'Draft' });
    const agentId = await firstAgentId(customer);
    const booked = body<Json>(
      await post(customer, '/api/createOrUpdatePreShipment', form(recipientId, { id: draft.id, agent_id: agentId })),
    ).data;
    expect(booked.status).toBe('booked');
    expect(booked.drop_off_code).not.toBeNull();
  });

  it('refuses an agent point that does not take batteries', async () => {
    const { customer, recipientId } = await customerWithRecipient();
    const list = await agents(customer, 'store_id=1');
    const noBatteries = list.find((agent) => !(agent.accepts as string[]).includes('battery'));
    const response = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(recipientId, { agent_id: noBatteries?.id, batteries: true }),
    );
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({
      agent_id: 'This agent point does not accept goods with these attributes; please choose another.',
    });
  });
});

describe('bad input answers 4xx in the customer language', () => {
  it('names each field problem', async () => {
    const { customer, recipientId } = await registerWithLanguage('cn');
    const response = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(recipientId, {
        flammable_confirmed: false,
        tracking_numbers: ['AB1'],
        items: [{ ...shirt, total_amount: '0' }],
      }),
      'cn',
    );
    expect(response.statusCode).toBe(400);
    const errors = body(response).errors ?? {};
    expect(Object.keys(errors).sort()).toEqual([
      'agent_id',
      'flammable_confirmed',
      'items.0.total_amount',
      'tracking_numbers.0',
    ]);
    expect(errors.agent_id).toBe('请选择您要送货的代理点。');
  });

  it('refuses a recipient, a picture or an agent point that is not the customer’s to use', async () => {
    const { customer, recipientId } = await customerWithRecipient();
    const other = await customerWithRecipient();
    const agentId = await firstAgentId(customer);
    const foreignRecipient = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(other.recipientId, { agent_id: agentId }),
    );
    expect(foreignRecipient.statusCode).toBe(404);
    const theirs = await uploadFile(t.app, other.customer.headers, SAMPLE_FILES.png);
    const foreignFile = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(recipientId, { agent_id: agentId, contents_image: theirs.id }),
    );
    expect(foreignFile.statusCode).toBe(400);
    expect(Object.keys(body(foreignFile).errors ?? {})).toEqual(['contents_image']);
    const malaysianAgent = (await agents(customer, 'store_id=3'))[0]?.id;
    const wrongWarehouse = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(recipientId, { agent_id: malaysianAgent }),
    );
    expect(wrongWarehouse.statusCode).toBe(400);
  });
});

describe('isolation', () => {
  it('lets nobody see, change or delete another customer’s pre-shipment', async () => {
    const owner = await customerWithRecipient();
    const agentId = await firstAgentId(owner.customer);
    const mine = body<Json>(
      await post(owner.customer, '/api/createOrUpdatePreShipment', form(owner.recipientId, { agent_id: agentId })),
    ).data;
    const stranger = await customerWithRecipient();
    expect((await get(stranger.customer, `/api/showPreShipment/${mine.id}`)).statusCode).toBe(404);
    expect((await get(stranger.customer, `/api/deleteAgentShipment/${mine.id}`)).statusCode).toBe(404);
    const change = await post(
      stranger.customer,
      '/api/createOrUpdatePreShipment',
      form(stranger.recipientId, { id: mine.id, agent_id: agentId }),
    );
    expect(change.statusCode).toBe(404);
    expect(body<{ total: number }>(await get(stranger.customer, '/api/getPreShipment')).data.total).toBe(0);
    expect((await get(owner.customer, `/api/showPreShipment/${mine.id}`)).statusCode).toBe(200);
  });
});

describe('pickup booking', () => {
  it('offers the warehouse windows, books one and refuses past dates', async () => {
    const { customer, recipientId } = await customerWithRecipient();
    const date = sydneyDate(3);
    const slots = body<{ slots: { window_id: number; remaining: number; bookable: boolean }[]; problem: null }>(
      await get(customer, `/api/pickupSlots?store_id=1&date=${date}`),
    ).data;
    expect(slots.problem).toBeNull();
    const slot = slots.slots[0];
    expect(slot?.bookable).toBe(true);
    const pickup = { address: '1 George St', postcode: '2000', date, window_id: slot?.window_id };
    const booked = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(recipientId, { delivery_way: 'pickup', pickup }),
    );
    expect(body<Json>(booked).data).toMatchObject({ status: 'booked', drop_off_code: null, pickup_date: date });
    const after = body<typeof slots>(await get(customer, `/api/pickupSlots?store_id=1&date=${date}`)).data;
    expect(after.slots[0]?.remaining).toBe((slot?.remaining ?? 0) - 1);

    const past = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(recipientId, { delivery_way: 'pickup', pickup: { ...pickup, date: sydneyDate(0) } }),
    );
    expect(past.statusCode).toBe(400);
    expect(body(past).errors).toEqual({ 'pickup.date': 'Pickups can be booked from tomorrow on.' });
  });

  it('closes tomorrow at the warehouse cut-off', async () => {
    // Move the clock to 18:00 Sydney time, past the 17:00 cut-off.
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: SYDNEY, hour: '2-digit', hourCycle: 'h23' }).format(t.clock.now()),
    );
    const minute = t.clock.now().getUTCMinutes();
    t.clock.advance((((18 - hour + 24) % 24) * 60 - minute) * MINUTE);
    // Sessions do not outlive that jump: sign in again.
    staff = await staffHeaders(t.app);
    const { customer, recipientId } = await customerWithRecipient();
    const [window] = await windows();
    const pickup = { address: '1 George St', postcode: '2000', date: sydneyDate(1), window_id: window?.id };
    const late = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(recipientId, { delivery_way: 'pickup', pickup }),
    );
    expect(late.statusCode).toBe(400);
    expect(body(late).msg).toBe('Bookings for tomorrow closed at 17:00; please choose a later date.');
    const dayAfter = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(recipientId, { delivery_way: 'pickup', pickup: { ...pickup, date: sydneyDate(2) } }),
    );
    expect(dayAfter.statusCode).toBe(200);
  });

  it('gives a full window to exactly as many parallel bookings as it holds', async () => {
    const saved = await ops('/ops/pickup-windows', { store_id: 1, starts: '18:00', ends: '20:00', capacity: 3 });
    expect(saved.statusCode).toBe(200);
    const windowId = body<{ id: number }>(saved).data.id;
    const date = sydneyDate(5);
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => customerWithRecipient()));
    const answers = await Promise.all(
      people.map(({ customer, recipientId }) =>
        post(
          customer,
          '/api/createOrUpdatePreShipment',
          form(recipientId, {
            delivery_way: 'pickup',
            pickup: { address: '1 George St', postcode: '2000', date, window_id: windowId },
          }),
        ),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 422, 422, 422]);
    const full = answers.find((answer) => answer.statusCode === 422);
    expect(body(full as (typeof answers)[number]).msg).toBe('This time window is fully booked; please choose another.');
    const slots = body<{ slots: { window_id: number; remaining: number; bookable: boolean }[] }>(
      await get(people[0]!.customer, `/api/pickupSlots?store_id=1&date=${date}`),
    ).data;
    expect(slots.slots.find((slot) => slot.window_id === windowId)).toMatchObject({ remaining: 0, bookable: false });

    // The run list of that day has the three, and picking one up is audited.
    const run = body<Json[]>(await ops(`/ops/pre-shipments/pickup-run?store_id=1&date=${date}`)).data;
    expect(run).toHaveLength(3);
    const picked = await ops(`/ops/pre-shipments/${run[0]?.id}/picked-up`, {});
    expect(body<Json>(picked).data.status).toBe('picked_up');
    expect((await ops(`/ops/pre-shipments/${run[0]?.id}/picked-up`, {})).statusCode).toBe(422);
  });
});

describe('staff moves into parcels', () => {
  it('receives by code, refuses customer changes after, and turns the goods into parcels', async () => {
    const { customer, recipientId } = await registerWithLanguage('tw');
    const agentId = await firstAgentId(customer);
    const numbers = [trackingNumber(), trackingNumber()];
    const booked = body<Json>(
      await post(
        customer,
        '/api/createOrUpdatePreShipment',
        form(recipientId, { agent_id: agentId, tracking_numbers: numbers }),
      ),
    ).data;

    // Too early to go into the warehouse.
    expect((await ops(`/ops/pre-shipments/${booked.id}/into-warehouse`, {})).statusCode).toBe(422);
    expect((await ops('/ops/pre-shipments/receive', { code: 'ZZZZ-ZZZZ' })).statusCode).toBe(404);
    const typed = String(booked.drop_off_code).toLowerCase().replace('-', '');
    const received = await ops('/ops/pre-shipments/receive', { code: typed });
    expect(body<Json>(received).data.status).toBe('received');
    expect((await ops('/ops/pre-shipments/receive', { code: typed })).statusCode).toBe(404);

    const deletion = await get(customer, `/api/deleteAgentShipment/${booked.id}`, 'tw');
    expect(deletion.statusCode).toBe(422);
    expect(body(deletion).msg).toBe('已交寄的貨物不能再修改或刪除。');
    const edit = await post(
      customer,
      '/api/createOrUpdatePreShipment',
      form(recipientId, { id: booked.id, agent_id: agentId }),
    );
    expect(edit.statusCode).toBe(422);

    const converted = body<{ parcel_ids: number[]; status: string }>(
      await ops(`/ops/pre-shipments/${booked.id}/into-warehouse`, {}),
    ).data;
    expect(converted.status).toBe('in_warehouse');
    expect(converted.parcel_ids).toHaveLength(2);
    const parcel = body<Json>(await get(customer, `/api/parcelDetail/${converted.parcel_ids[0]}`)).data;
    expect(numbers).toContain(parcel.tracking_number);

    // The warehouse weighs them in by number, as any pre-alerted parcel: then they are in stock.
    const checkIn = await ops('/ops/parcels/receive', {
      store_id: 1,
      tracking_number: numbers[0],
      weight: 1.2,
      length: 30,
      width: 20,
      height: 10,
    });
    expect(checkIn.statusCode).toBe(200);
    expect(body<Json>(await get(customer, `/api/parcelDetail/${converted.parcel_ids[0]}`)).data.status).toBe(10);

    const detail = body<Json>(await get(customer, `/api/showPreShipment/${booked.id}`)).data;
    expect(detail).toMatchObject({ status: 'in_warehouse', editable: false, parcel_ids: converted.parcel_ids });

    // Each move was audited and told to the customer in their language.
    const audit = await ops(`/ops/audit?target_type=pre_shipment&target_id=${booked.id}&perPage=100`);
    const actions = body<{ list: { action: string; target_id: string }[] }>(audit)
      .data.list.filter((row) => row.target_id === String(booked.id))
      .map((row) => row.action);
    expect(actions.sort()).toEqual(['pre_shipment.into_warehouse', 'pre_shipment.receive']);
    await t.app.outbox.drain();
    const subjects = (await mailbox(t.app, customer.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(expect.arrayContaining(['您的預寄件：代理點已收件', '您的預寄件：已入倉']));
  });

  it('lets the customer delete one not yet handed over', async () => {
    const { customer, recipientId } = await customerWithRecipient();
    const agentId = await firstAgentId(customer);
    const booked = body<Json>(
      await post(customer, '/api/createOrUpdatePreShipment', form(recipientId, { agent_id: agentId })),
    ).data;
    expect((await get(customer, `/api/deleteAgentShipment/${booked.id}`)).statusCode).toBe(200);
    expect((await get(customer, `/api/showPreShipment/${booked.id}`)).statusCode).toBe(404);
  });
});

describe('a tracking number is booked once', () => {
  const book = (customer: TestCustomer, payload: Json) => post(customer, '/api/createOrUpdatePreShipment', payload);

  it('refuses a number the customer pre-alerted or booked in another pre-shipment, offering the existing one', async () => {
    const { customer, recipientId } = await customerWithRecipient();
    const agentId = await firstAgentId(customer);
    const alerted = trackingNumber();
    const preAlert = body<{ id: number }>(
      await post(customer, '/api/insertPreParcel', { tracking_number: alerted, contents: 'Shoes' }),
    ).data;

    const refused = await book(
      customer,
      form(recipientId, { agent_id: agentId, tracking_numbers: [trackingNumber(), alerted] }),
    );
    expect([refused.statusCode, body(refused).msg, body(refused).errors, body(refused).data]).toEqual([
      409,
      'The tracking number already exists',
      { 'tracking_numbers.1': 'The tracking number already exists' },
      { tracking_number: alerted, parcel_id: preAlert.id },
    ]);

    const first = body<Json>(await book(customer, form(recipientId, { agent_id: agentId }))).data;
    const taken = (first.tracking_numbers as string[])[0];
    const again = await book(customer, form(recipientId, { agent_id: agentId, tracking_numbers: [taken] }));
    expect([again.statusCode, body(again).msg, body(again).data]).toEqual([
      409,
      'The tracking number already exists',
      { tracking_number: taken, pre_shipment_id: first.id },
    ]);
    // Booking the same pre-shipment again (an edit) is not a duplicate of itself; a draft holds nothing.
    expect(
      (await book(customer, form(recipientId, { id: first.id, agent_id: agentId, tracking_numbers: [taken] })))
        .statusCode,
    ).toBe(200);
    expect((await book(customer, form(recipientId, { submit: false, tracking_numbers: [taken] }))).statusCode).toBe(
      200,
    );
    // Another customer's numbers are none of this customer's business.
    const { customer: other, recipientId: otherRecipient } = await customerWithRecipient();
    const theirs = await book(other, form(otherRecipient, { agent_id: agentId, tracking_numbers: [taken, alerted] }));
    expect(theirs.statusCode).toBe(200);
  });

  it('four bookings of one number at the same moment: one is booked, the others answer 409', async () => {
    const { customer, recipientId } = await customerWithRecipient();
    const agentId = await firstAgentId(customer);
    const number = trackingNumber();
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => book(customer, form(recipientId, { agent_id: agentId, tracking_numbers: [number] }))),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });

  it('a number pre-alerted after booking: the move into the warehouse merges into that pre-alert', async () => {
    const { customer, recipientId } = await customerWithRecipient();
    const agentId = await firstAgentId(customer);
    const [mine, other] = [trackingNumber(), trackingNumber()];
    const booked = body<Json>(
      await book(customer, form(recipientId, { agent_id: agentId, tracking_numbers: [mine, other] })),
    ).data;
    const preAlert = body<{ id: number }>(
      await post(customer, '/api/insertPreParcel', { tracking_number: other, contents: 'Boots', remark: 'Fragile' }),
    ).data;
    await ops('/ops/pre-shipments/receive', { code: booked.drop_off_code });

    const moved = await ops(`/ops/pre-shipments/${booked.id}/into-warehouse`, {});
    expect(moved.statusCode).toBe(200);
    const converted = body<{ parcel_ids: number[]; status: string }>(moved).data;
    expect(converted.status).toBe('in_warehouse');
    expect(converted.parcel_ids).toHaveLength(2);
    expect(converted.parcel_ids[1]).toBe(preAlert.id);
    const merged = body<Json>(await get(customer, `/api/parcelDetail/${preAlert.id}`)).data;
    // It keeps what the customer said of it, and takes the pre-shipment's declaration it lacked.
    expect(merged).toMatchObject({ tracking_number: other, contents: 'Boots', remark: 'Fragile', status: 0 });
    expect((merged.declaration as { items: Json[] }).items).toMatchObject([{ name: shirt.name }]);
    const fresh = body<Json>(await get(customer, `/api/parcelDetail/${converted.parcel_ids[0]}`)).data;
    expect(fresh).toMatchObject({ tracking_number: mine, contents: 'Clothes' });
  });
});

async function registerWithLanguage(language: 'en' | 'cn' | 'tw') {
  const customer = await registerCustomer(t.app, {}, language);
  return { customer, recipientId: await recipient(customer) };
}

describe('agent points and costs', () => {
  it('lists agent points nearest the postcode first, with the distance and opening hours', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const list = await agents(customer, 'store_id=1&postcode=2020');
    expect(list[0]).toMatchObject({ name: 'Mascot Newsagency', postcode: '2020' });
    expect(list[0]?.distance_km).toBeLessThan(3);
    expect((list[1]?.distance_km as number) > (list[0]?.distance_km as number)).toBe(true);
    expect(list[0]?.opening_hours).toContainEqual({ weekday: 6, opens: '08:00', closes: '13:00' });
    const byPosition = await agents(customer, 'store_id=1&lat=-37.82&lng=145.12');
    expect(byPosition[0]?.postcode).toBe('3128');
    const reader = await registerCustomer(t.app, {}, 'cn');
    const cn = body<Json[]>(await get(reader, '/api/preShipmentAgents?store_id=1&postcode=2020', 'cn')).data;
    expect(cn[0]?.name).toBe('Mascot 报刊店');
  });

  it('shows the pickup fee and the agent storage rule before booking', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const pickup = body<Json>(await get(customer, '/api/preShipmentCosts?store_id=1&delivery_way=pickup')).data;
    expect(pickup).toMatchObject({ currency: 'AUD', pickup_fee: '8.00', storage_fee: '0.00' });
    const dropOff = body<Json>(
      await get(customer, '/api/preShipmentCosts?store_id=1&delivery_way=drop_off&packages=3&days=10'),
    ).data;
    expect(dropOff).toMatchObject({
      pickup_fee: '0.00',
      storage_free_days: 7,
      storage_per_package_day: '1.00',
      storage_per_cubic_metre_day: '15.00',
      storage_fee: '9.00',
    });
  });

  it('lets staff add an agent point, audited, and customers find it', async () => {
    const created = await ops('/ops/drop-off-agents', {
      store_id: 1,
      name_en: 'Parramatta Post',
      name_cn: '帕拉马打邮局',
      name_tw: '帕拉馬打郵局',
      address: '1 Church St',
      city: 'Parramatta',
      postcode: '2150',
      lat: -33.8151,
      lng: 151.0011,
      opening_hours: [{ weekday: 1, opens: '09:00', closes: '17:00' }],
      accepts: ['general'],
      capacity: 1,
    });
    expect(created.statusCode).toBe(200);
    const agent = body<{ id: number }>(created).data;
    const customer = await registerCustomer(t.app, {}, 'en');
    const near = await agents(customer, 'store_id=1&postcode=2150');
    expect(near[0]).toMatchObject({ id: agent.id, capacity: 1, holding: 0 });
    // Its capacity is one package: two are refused.
    const recipientId = await recipient(customer);
    const full = await post(customer, '/api/createOrUpdatePreShipment', form(recipientId, { agent_id: agent.id }));
    expect(full.statusCode).toBe(422);
    expect(body(full).msg).toBe('This agent point has no room left; please choose another.');
    const audit = body<{ list: { action: string }[] }>(await ops('/ops/audit?target_type=drop_off_agent&perPage=100'))
      .data.list;
    expect(audit.map((row) => row.action)).toContain('drop_off_agent.create');
  });
});
