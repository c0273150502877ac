import { type Language, type MessageKey, translate } from '@parcelway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipients, states } from '../src/db/schema/index.js';
import type { AddressLookup } from '../src/modules/recipients/address-lookup.js';
import { addressPlaceDetail } from '../src/modules/recipients/lookups.js';
import { body, createTestApp, registrationBody, type TestApp } from './support/app.js';

let t: TestApp;
type Headers = { authorization: string };

/** Customers whose stored language is English, Simplified and Traditional Chinese, at the Australian warehouse. */
const customer: Record<Language, Headers> = {} as never;
/** Another customer, for isolation, and one at the Malaysian warehouse. */
let other: Headers;
let malaysianWarehouse: Headers;

async function register(language: Language, overrides: Record<string, unknown> = {}): Promise<Headers> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/register',
    headers: { lang: language },
    payload: registrationBody(overrides),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { authorization: `Bearer ${response.json().data.access_token}` };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const language of ['en', 'cn', 'tw'] as const) customer[language] = await register(language);
  other = await register('en');
  malaysianWarehouse = await register('en', { store_id: 3, currency_id: 4 });
});
afterAll(() => t.app.close());

const get = (url: string, headers: Headers = customer.en) => t.app.inject({ url, headers });
const post = (url: string, payload: unknown, headers: Headers = customer.en) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const del = (url: string, headers: Headers = customer.en) => t.app.inject({ method: 'DELETE', url, headers });

interface Recipient {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  phoneCode: string;
  contactNumber: string;
  country_id: number;
  country_name: string;
  state_id: number | null;
  state: string;
  city: string;
  postcode: string;
  address: string;
  address2: string;
  id_number: string;
  abn: string;
  complete: boolean;
  problems: Record<string, string>;
}

/** A complete recipient in each destination (the domain tests hold the full table of rules). */
const VALID = {
  Australia: {
    first_name: 'John',
    last_name: 'Smith',
    phoneCode: '61',
    contactNumber: '0412 345 678',
    country_id: 13,
    state: 'NSW',
    city: 'Sydney',
    postcode: '2000',
    address: '12 George Street',
  },
  Taiwan: {
    first_name: '小明',
    last_name: '王',
    phoneCode: '886',
    contactNumber: '0912-345-678',
    country_id: 214,
    state: '臺北市',
    city: '中正區',
    postcode: '100041',
    address: '重慶南路一段122號',
    id_number: 'A123456789',
  },
  China: {
    first_name: '三',
    last_name: '张',
    phoneCode: '86',
    contactNumber: '138 1234 5678',
    country_id: 44,
    state: '广东省',
    city: '深圳市',
    postcode: '518057',
    address: '南山区科发路8号',
  },
  'Hong Kong': {
    first_name: 'Ka Ming',
    last_name: 'Chan',
    phoneCode: '852',
    contactNumber: '9123 4567',
    country_id: 98,
    city: 'Kowloon',
    address: 'Flat A, 10/F, 88 Nathan Road',
  },
  Malaysia: {
    first_name: 'Siti',
    last_name: 'Aminah',
    phoneCode: '60',
    contactNumber: '012-345 6789',
    country_id: 132,
    state: 'Kuala Lumpur',
    city: 'Kuala Lumpur',
    postcode: '50450',
    address: 'No 12 Jalan Ampang',
  },
  Singapore: {
    first_name: 'Wei Ling',
    last_name: 'Tan',
    phoneCode: '65',
    contactNumber: '9123 4567',
    country_id: 196,
    postcode: '238859',
    address: '391 Orchard Road',
  },
  Japan: {
    first_name: 'Yuki',
    last_name: 'Sato',
    phoneCode: '81',
    contactNumber: '090-1234-5678',
    country_id: 109,
    state: '東京都',
    city: '渋谷区',
    postcode: '1500002',
    address: '渋谷2-21-1',
  },
  'New Zealand': {
    first_name: 'Aroha',
    last_name: 'Ngata',
    phoneCode: '64',
    contactNumber: '021 123 4567',
    country_id: 157,
    city: 'Auckland',
    postcode: '1010',
    address: '1 Queen Street',
  },
} as const;
type Country = keyof typeof VALID;

async function create(values: Record<string, unknown>, headers: Headers = customer.en): Promise<Recipient> {
  const response = await post('/api/createRecipent', values, headers);
  if (response.statusCode !== 200) throw new Error(response.body);
  return body<Recipient>(response).data;
}

describe('login and the paths of SPEC §7', () => {
  it.each([
    ['GET', '/api/newRecipentsList'],
    ['GET', '/api/recipentDetail/1'],
    ['POST', '/api/createRecipent'],
    ['POST', '/api/updateRecipent/1'],
    ['DELETE', '/api/delRecipent/1'],
    ['POST', '/api/getCourierForRecipient'],
    ['POST', '/api/smartAddress'],
    ['GET', '/api/getCompanyByAbn?abn=51824753556'],
    ['GET', '/api/checkSameReceiver?recipient_ids=1'],
    ['GET', '/api/checkSameReceiverAboutAuToMy?recipient_ids=1'],
    ['POST', '/api/googleAddressAutoComplete'],
    ['POST', '/api/googleAddressPlaceDetail'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { lang: 'en' },
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(body(response).msg).toBe('Please log in to continue.');
  });
});

describe('createRecipent and recipentDetail, per destination', () => {
  it.each(Object.keys(VALID) as Country[])('saves a complete recipient in %s and reads it back', async (country) => {
    const saved = await create(VALID[country]);
    expect(saved).toMatchObject({ complete: true, problems: {}, country_id: VALID[country].country_id });
    const detail = body<Recipient>(await get(`/api/recipentDetail/${saved.id}`)).data;
    expect(detail).toEqual(saved);
  });

  it('stores the Taiwan recipient in one form: 5-digit postcode padded, phone without trunk 0, dialling code from the country', async () => {
    const saved = await create({ ...VALID.Taiwan, postcode: '10041', phoneCode: '', id_number: 'a123456789' });
    expect(saved).toMatchObject({
      postcode: '010041',
      contactNumber: '912345678',
      phoneCode: '886',
      id_number: 'A123456789',
      country_name: 'Taiwan',
    });
  });

  it('keeps a district typed into the street line too only once: 中正区 in the city, not again in the address', async () => {
    const saved = await create({ ...VALID.Taiwan, city: '中正区', address: '中正区重庆南路一段122号' });
    expect(saved).toMatchObject({ city: '中正区', address: '重庆南路一段122号' });
  });

  it('names a chosen state as an address there writes it, and refuses a state of another country', async () => {
    const [taipei] = await t.app.ctx.db.select().from(states).where(eq(states.code, 'TPE'));
    const saved = await create({ ...VALID.Taiwan, state_id: taipei?.id, state: 'Taipei City' });
    expect(saved).toMatchObject({ state_id: taipei?.id, state: '臺北市' });

    const response = await post('/api/createRecipent', { ...VALID.Australia, state_id: taipei?.id });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ state: 'Please choose one of the options.' });
  });

  it('refuses a country that does not exist', async () => {
    const response = await post('/api/createRecipent', { ...VALID['New Zealand'], country_id: 999 });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ country_id: 'Please choose a country from the list.' });
  });
});

type Broken = [country: Country, rule: string, change: Record<string, unknown>, field: string, key: MessageKey];

/** Every rule of SPEC §5 through the API, per destination: the field and the sentence, in the customer's language. */
const BROKEN: Broken[] = [
  ['Australia', 'no first name', { first_name: '' }, 'first_name', 'validation.required'],
  ['Australia', 'no last name', { last_name: '' }, 'last_name', 'validation.required'],
  ['Australia', 'no postcode', { postcode: '' }, 'postcode', 'validation.required'],
  ['Australia', 'no suburb', { city: '' }, 'city', 'validation.required'],
  ['Australia', 'no address', { address: '' }, 'address', 'validation.required'],
  ['China', 'no province', { state: '' }, 'state', 'validation.required'],
  ['Malaysia', 'no postcode', { postcode: '' }, 'postcode', 'validation.required'],
  ['Australia', 'no country chosen', { country_id: null }, 'country_id', 'reference.unknownCountry'],
  ['Australia', 'no dialling code', { country_id: null, phoneCode: '' }, 'contactNumber', 'phone.countryRequired'],
  ['Australia', 'a landline', { contactNumber: '02 9876 5432' }, 'contactNumber', 'phone.incorrect'],
  ['Taiwan', 'a mobile not starting with 9', { contactNumber: '0812345678' }, 'contactNumber', 'phone.incorrect'],
  ['China', 'a mobile with 2 after the 1', { contactNumber: '12812345678' }, 'contactNumber', 'phone.incorrect'],
  ['Hong Kong', 'a number starting with 2', { contactNumber: '2123 4567' }, 'contactNumber', 'phone.incorrect'],
  ['Malaysia', 'a landline', { contactNumber: '03-2123 4567' }, 'contactNumber', 'phone.incorrect'],
  ['Singapore', 'a landline', { contactNumber: '6123 4567' }, 'contactNumber', 'phone.incorrect'],
  ['New Zealand', 'three digits', { contactNumber: '021' }, 'contactNumber', 'phone.incorrect'],
  ['Taiwan', 'a 4-digit postcode', { postcode: '1004' }, 'postcode', 'address.taiwanPostcode'],
  ['Australia', 'a 5-digit postcode', { postcode: '20000' }, 'postcode', 'address.postcodeInvalid'],
  ['Singapore', 'a 5-digit postcode', { postcode: '23885' }, 'postcode', 'address.postcodeInvalid'],
  ['Australia', 'a 61-character address', { address: `12 ${'x'.repeat(58)}` }, 'address', 'address.tooLong'],
  ['Japan', 'a 61-character second line', { address2: 'x'.repeat(61) }, 'address2', 'address.tooLong'],
  ['Australia', 'line 2 repeating line 1', { address2: '12 George Street' }, 'address2', 'address.sameAsAddress2'],
  ['Australia', 'no street number', { address: 'George Street' }, 'address', 'address.incomplete'],
  ['Malaysia', 'an apartment without its unit', { building_type: 'apartment' }, 'unit_number', 'address.incomplete'],
  ['Taiwan', 'an address in English', { address: '122 Chongqing S Rd' }, 'address', 'address.chineseRequired'],
  ['Taiwan', 'no ID number', { id_number: '' }, 'id_number', 'validation.required'],
  ['Taiwan', 'an ID with a wrong check digit', { id_number: 'A123456788' }, 'id_number', 'recipient.idNumberInvalid'],
  [
    'Australia',
    'a business without an ABN',
    { address_type: 'commercial', company: 'Acme' },
    'abn',
    'validation.required',
  ],
  [
    'Australia',
    'an ABN of 5 characters',
    { address_type: 'commercial', company: 'Acme', abn: '12345' },
    'abn',
    'abn.tooShort',
  ],
  [
    'Australia',
    'a wrong ABN',
    { address_type: 'commercial', company: 'Acme', abn: '51824753557' },
    'abn',
    'abn.incorrect',
  ],
  // Rules that need the postcode data: the server's own.
  ['Australia', 'a suburb of another postcode', { city: 'Melbourne' }, 'postcode', 'address.postcodeNotFound'],
  ['Australia', 'a postcode that does not exist', { postcode: '0001' }, 'postcode', 'address.postcodeNotFound'],
  ['Taiwan', 'a district of another zip area', { city: '信義區' }, 'postcode', 'address.postcodeNotFound'],
  ['Malaysia', 'a city of another postcode', { city: 'George Town' }, 'postcode', 'address.postcodeNotFound'],
  ['Japan', 'a postcode that does not exist', { postcode: '0000000' }, 'postcode', 'address.postcodeNotFound'],
];

describe('what createRecipent refuses, with the sentence beside the field', () => {
  it.each(BROKEN)('%s: %s → %s', async (country, _rule, change, field, key) => {
    for (const language of ['en', 'cn'] as const) {
      const response = await post('/api/createRecipent', { ...VALID[country], ...change }, customer[language]);
      expect(response.statusCode).toBe(400);
      const answer = body(response);
      expect(answer.errors?.[field]).toBe(translate(language, key));
      expect(answer.msg).toBe(Object.values(answer.errors ?? {})[0]);
    }
  });

  it('marks every broken field at once, in Traditional Chinese for a tw customer', async () => {
    const response = await post(
      '/api/createRecipent',
      { country_id: 214, contactNumber: '812345678', address: 'Chongqing S Rd 1' },
      customer.tw,
    );
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({
      first_name: '請填寫必填項目',
      last_name: '請填寫必填項目',
      contactNumber: '您輸入的手機號碼不正確，請重新輸入',
      state: '請填寫必填項目',
      city: '請填寫必填項目',
      postcode: '請填寫必填項目',
      address: '台灣地址請用中文填寫。',
      id_number: '請填寫必填項目',
    });
  });

  it.each([
    ['Taiwan district in English', 'Taiwan', { city: 'Zhongzheng District' }],
    ['Taiwan county written 台', 'Taiwan', { state: '台北市', city: '中正區' }],
    ['Australian suburb in capitals', 'Australia', { city: 'HAYMARKET' }],
    ['Japanese postcode with any city', 'Japan', { city: 'Shibuya' }],
    ['Hong Kong without a postcode', 'Hong Kong', {}],
  ] as const)('accepts a %s', async (_label, country, change) => {
    expect((await post('/api/createRecipent', { ...VALID[country], ...change })).statusCode).toBe(200);
  });
});

describe('updateRecipent and delRecipent', () => {
  it('replaces an entry, with the same rules', async () => {
    const saved = await create(VALID.Australia);
    const updated = await post(`/api/updateRecipent/${saved.id}`, { ...VALID.Australia, address2: 'Level 3' });
    expect(updated.statusCode).toBe(200);
    expect(body<Recipient>(updated).data).toMatchObject({ id: saved.id, address2: 'Level 3' });

    const refused = await post(`/api/updateRecipent/${saved.id}`, { ...VALID.Australia, contactNumber: '12' });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).errors?.contactNumber).toBe(
      'The mobile phone number you entered is incorrect, please enter it again',
    );
    expect(body<Recipient>(await get(`/api/recipentDetail/${saved.id}`)).data.address2).toBe('Level 3');
  });

  it('deletes an entry for good', async () => {
    const saved = await create(VALID.China);
    const deleted = await del(`/api/delRecipent/${saved.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted).data).toEqual({ id: saved.id });
    expect((await get(`/api/recipentDetail/${saved.id}`)).statusCode).toBe(404);
    expect((await del(`/api/delRecipent/${saved.id}`)).statusCode).toBe(404);
  });
});

describe('newRecipentsList', () => {
  let headers: Headers;
  beforeAll(async () => {
    headers = await register('en');
    await create(VALID.Australia, headers);
    await create({ ...VALID.Taiwan, first_name: '美', last_name: '林' }, headers);
    t.clock.advance(1000);
    await create(VALID.Malaysia, headers);
  });

  it('pages the entries, newest first, with the ID number masked', async () => {
    const page = body<{ list: Recipient[]; total: number; page: number; perPage: number }>(
      await get('/api/newRecipentsList?page=1&perPage=2', headers),
    ).data;
    expect(page).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect(page.list.map((entry) => entry.country_id)).toEqual([132, 214]);
    expect(page.list[1]?.id_number).toBe('A12****789');
    const second = body<{ list: Recipient[] }>(await get('/api/newRecipentsList?page=2&perPage=2', headers)).data;
    expect(second.list.map((entry) => entry.first_name)).toEqual(['John']);
  });

  it('finds entries by a word of the name, phone, address or postcode, and by country', async () => {
    const search = async (query: string) =>
      body<{ list: Recipient[] }>(await get(`/api/newRecipentsList?${query}`, headers)).data.list.map(
        (entry) => entry.first_name,
      );
    expect(await search('keyword=smith')).toEqual(['John']);
    expect(await search('keyword=Ampang')).toEqual(['Siti']);
    expect(await search('keyword=912345678')).toEqual(['美']);
    expect(await search(`keyword=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await search('country_id=214')).toEqual(['美']);
  });

  it('says which entries are incomplete, and why, in the customer language', async () => {
    const cn = await register('cn');
    const customerId = body<{ id: number }>(await get('/api/getUser', cn)).data.id;
    // An entry saved before the Taiwan rules (no ID number, address in English): rules change, rows stay.
    await t.app.ctx.db.insert(recipients).values({
      customerId,
      firstName: 'Mei',
      lastName: 'Lin',
      phoneCode: '886',
      contactNumber: '912345678',
      countryId: 214,
      state: '臺北市',
      city: '中正區',
      postcode: '100041',
      address: '122 Chongqing S Rd',
    });
    const [legacy] = body<{ list: Recipient[] }>(await get('/api/newRecipentsList', cn)).data.list;
    expect(legacy).toMatchObject({
      complete: false,
      problems: { address: '台湾地址请用中文填写。', id_number: '请填写必填项' },
    });
  });
});

describe('cross-customer isolation', () => {
  let foreign: Recipient;
  beforeAll(async () => {
    foreign = await create(VALID.Australia, other);
  });

  type Call = [
    endpoint: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: () => string,
    payload?: () => Record<string, unknown>,
  ];
  const calls: Call[] = [
    ['recipentDetail/{id}', 'GET', () => `/api/recipentDetail/${foreign.id}`],
    ['updateRecipent/{id}', 'POST', () => `/api/updateRecipent/${foreign.id}`, () => ({ ...VALID.Australia })],
    ['delRecipent/{id}', 'DELETE', () => `/api/delRecipent/${foreign.id}`],
    ['getCourierForRecipient', 'POST', () => '/api/getCourierForRecipient', () => ({ recipient_id: foreign.id })],
    ['checkSameReceiver', 'GET', () => `/api/checkSameReceiver?recipient_ids=${foreign.id}`],
    ['checkSameReceiverAboutAuToMy', 'GET', () => `/api/checkSameReceiverAboutAuToMy?recipient_ids=${foreign.id}`],
  ];

  it.each(calls)("%s answers 404 for another customer's entry", async (_endpoint, method, url, payload) => {
    const response = await t.app.inject({ method, url: url(), headers: customer.en, payload: payload?.() });
    expect(response.statusCode).toBe(404);
    expect(body(response).msg).toBe('We could not find what you asked for.');
  });

  it("a batch with one foreign entry among the customer's own answers 404 too", async () => {
    const mine = await create(VALID.Australia);
    expect((await get(`/api/checkSameReceiver?recipient_ids=${mine.id},${foreign.id}`)).statusCode).toBe(404);
  });

  it("never lists another customer's entries, and the foreign entry is unchanged", async () => {
    const list = body<{ list: Recipient[] }>(await get('/api/newRecipentsList?perPage=100')).data.list;
    expect(list.map((entry) => entry.id)).not.toContain(foreign.id);
    const theirs = body<Recipient>(await get(`/api/recipentDetail/${foreign.id}`, other)).data;
    expect(theirs).toMatchObject({ first_name: 'John', address2: '' });
  });
});

describe('getCourierForRecipient', () => {
  interface CourierAnswer {
    recipient_id: number;
    store_id: number;
    country_id: number;
    list: {
      code: string;
      country_id: number;
      store_id: number;
      address_limit: { limited: boolean; reasons: unknown[] };
    }[];
  }

  it("lists the active lines from the customer's warehouse to the recipient's country, each with its address check", async () => {
    const taiwan = await create(VALID.Taiwan);
    const answer = body<CourierAnswer>(await post('/api/getCourierForRecipient', { recipient_id: taiwan.id })).data;
    expect(answer).toMatchObject({ recipient_id: taiwan.id, store_id: 1, country_id: 214 });
    expect(answer.list.map((line) => line.code).sort()).toEqual(['AU-TW-ECO', 'AU-TW-EXP', 'AU-TW-SEA']);
    for (const line of answer.list) expect(line.address_limit.limited).toBe(false);

    const fromJapan = body<CourierAnswer>(
      await post('/api/getCourierForRecipient', { recipient_id: taiwan.id, store_id: 8 }),
    ).data;
    expect(fromJapan.list.every((line) => line.code.startsWith('JP-TW-') && line.store_id === 8)).toBe(true);
  });

  it('marks the door-delivery lines that cannot deliver to a PO box', async () => {
    const poBox = await create({ ...VALID.Australia, address: 'PO Box 123' });
    const fromTaiwan = body<CourierAnswer>(
      await post('/api/getCourierForRecipient', { recipient_id: poBox.id, store_id: 5 }),
    ).data;
    const limited = fromTaiwan.list.filter((line) => line.address_limit.limited).map((line) => line.code);
    expect(limited.sort()).toEqual(['TW-AU-ECO', 'TW-AU-EXP']);
  });

  it("refuses an incomplete entry with SPEC §8's sentence, and an unknown warehouse", async () => {
    const customerId = body<{ id: number }>(await get('/api/getUser')).data.id;
    const [legacy] = await t.app.ctx.db
      .insert(recipients)
      .values({
        customerId,
        firstName: 'Ann',
        lastName: '',
        phoneCode: '61',
        contactNumber: '412345678',
        countryId: 13,
        address: '1 George St',
      })
      .returning();
    const response = await post('/api/getCourierForRecipient', { recipient_id: legacy?.id });
    expect(response.statusCode).toBe(422);
    expect(body(response).msg).toBe(
      'The recipient information you selected is incomplete. Please access the address book to modify the recipient information',
    );
    expect(body<{ problems: Record<string, string> }>(response).data.problems).toMatchObject({
      last_name: 'please complete required items',
      postcode: 'please complete required items',
    });

    const complete = await create(VALID.Australia);
    expect((await post('/api/getCourierForRecipient', { recipient_id: complete.id, store_id: 99 })).statusCode).toBe(
      404,
    );
  });

  it("names the phone when the phone is all that is wrong (SPEC §8's sentence)", async () => {
    const { id } = await create(VALID.Australia);
    await t.app.ctx.db.update(recipients).set({ contactNumber: '123' }).where(eq(recipients.id, id));
    const response = await post('/api/getCourierForRecipient', { recipient_id: id });
    expect(response.statusCode).toBe(422);
    expect(body(response).msg).toBe(
      "Your recipient's mobile phone number is incorrect, please go to the address book to modify it",
    );
    expect(Object.keys(body<{ problems: Record<string, string> }>(response).data.problems)).toEqual(['contactNumber']);
  });
});

describe('smartAddress', () => {
  interface Parsed {
    country_id: number;
    first_name: string;
    last_name: string;
    contactNumber: string;
    phoneCode: string;
    state_id: number | null;
    state: string;
    city: string;
    postcode: string;
    address: string;
    unit_number: string;
    recognised: string[];
  }
  const stateId = async (code: string, countryId: number) =>
    (await t.app.ctx.db.select().from(states)).find((row) => row.code === code && row.countryId === countryId)?.id;

  it('reads an Australian address, the suburb checked against the postcode data, the state from the state list', async () => {
    const parsed = body<Parsed>(
      await post('/api/smartAddress', { text: 'Mary Watson 0423 456 789 Unit 5, 8 Sydney Road, Haymarket NSW 2000' }),
    ).data;
    expect(parsed).toMatchObject({
      country_id: 13,
      first_name: 'Mary',
      last_name: 'Watson',
      phoneCode: '61',
      contactNumber: '423456789',
      unit_number: '5',
      address: '8 Sydney Road',
      city: 'Haymarket',
      postcode: '2000',
      state: 'New South Wales',
      state_id: await stateId('NSW', 13),
    });
  });

  it('reads a Taiwanese address and names the county as the state list writes it', async () => {
    const parsed = body<Parsed>(
      await post('/api/smartAddress', { text: '王小明 0912-345-678 10041台北市中正區重慶南路一段122號' }),
    ).data;
    expect(parsed).toMatchObject({
      country_id: 214,
      last_name: '王',
      first_name: '小明',
      postcode: '010041',
      state: '臺北市',
      state_id: await stateId('TPE', 214),
      city: '中正區',
      address: '重慶南路一段122號',
    });
  });

  it('reads a Taiwanese address in Simplified characters with a 3-digit zip area: district to the city, the postcode asked for', async () => {
    const parsed = body<Parsed & { postcode_area: string }>(
      await post('/api/smartAddress', { text: '王小明 0912345678 100台北市中正区重庆南路一段122号' }),
    ).data;
    expect(parsed).toMatchObject({
      state_id: await stateId('TPE', 214),
      city: '中正区',
      address: '重庆南路一段122号',
      postcode: '',
      postcode_area: '100',
    });
    expect(parsed.recognised).not.toContain('postcode');
    // Without county or district in the text, the zip area's data names them.
    const bare = body<Parsed>(
      await post('/api/smartAddress', { text: '王小明 0912345678 100 重庆南路一段122号', country_id: 214 }),
    ).data;
    expect(bare).toMatchObject({ state_id: await stateId('TPE', 214), city: '中正區', address: '重庆南路一段122号' });
  });

  it('reads a Chinese address copied from a shop, with its labels', async () => {
    const parsed = body<Parsed>(
      await post('/api/smartAddress', {
        text: '收货人：张三\n手机号码：13812345678\n所在地区：广东省深圳市南山区\n详细地址：科发路8号',
      }),
    ).data;
    expect(parsed).toMatchObject({
      country_id: 44,
      state: '广东省',
      state_id: await stateId('GD', 44),
      city: '深圳市',
      address: '南山区科发路8号',
      contactNumber: '13812345678',
    });
  });

  it('says so, in the customer language, when the text holds no address', async () => {
    for (const language of ['en', 'cn'] as const) {
      const response = await post('/api/smartAddress', { text: 'thank you!' }, customer[language]);
      expect(response.statusCode).toBe(422);
      expect(body(response).msg).toBe(translate(language, 'smartAddress.nothingFound'));
    }
    expect((await post('/api/smartAddress', { text: '' })).statusCode).toBe(400);
  });
});

describe('getCompanyByAbn (local stand-in of the Australian Business Register)', () => {
  it('names the business registered under a valid ABN, spaces or not', async () => {
    const answer = body(await get('/api/getCompanyByAbn?abn=51%20824%20753%20556')).data;
    expect(answer).toEqual({
      abn: '51824753556',
      abn_formatted: '51 824 753 556',
      company: 'Australian Taxation Office',
      status: 'active',
      gst_registered: true,
      state: 'ACT',
      postcode: '2600',
      source: 'local',
    });
  });

  it.each([
    ['12345', 400, 'abn.tooShort'],
    ['', 400, 'abn.tooShort'],
    ['51824753557', 400, 'abn.incorrect'],
    ['53004085616', 422, 'abn.notFound'],
  ] as const)('%j answers %i with its sentence', async (abn, status, key) => {
    for (const language of ['en', 'tw'] as const) {
      const response = await get(`/api/getCompanyByAbn?abn=${abn}`, customer[language]);
      expect(response.statusCode).toBe(status);
      expect(body(response).msg).toBe(translate(language, key));
      expect(body(response).errors).toEqual({ abn: translate(language, key) });
    }
  });
});

describe('checkSameReceiver', () => {
  it('finds two waybills of a batch going to one name and asks to change it, in the customer language', async () => {
    const mei = await create({ ...VALID.Australia, first_name: 'Mei', last_name: 'Lin' }, customer.cn);
    const meiAgain = await create(
      { ...VALID.Australia, first_name: 'Lin', last_name: 'Mei', address: '9 King St' },
      customer.cn,
    );
    const john = await create(VALID.Australia, customer.cn);
    const answer = body<{ same: boolean; message: string; groups: { recipient_ids: number[]; by: string[] }[] }>(
      await get(`/api/checkSameReceiver?recipient_ids=${mei.id},${john.id},${meiAgain.id}`, customer.cn),
    ).data;
    expect(answer).toEqual({
      same: true,
      message: '收件人 Mei Lin 与本批次另一运单的收件人同名，请修改收件人姓名。',
      groups: [
        {
          recipient_ids: [mei.id, meiAgain.id],
          name: 'Mei Lin',
          by: ['name'],
          message: '收件人 Mei Lin 与本批次另一运单的收件人同名，请修改收件人姓名。',
        },
      ],
    });
  });

  it('answers same: false when every name differs, and counts one recipient on two waybills', async () => {
    const a = await create({ ...VALID.Australia, first_name: 'Ann' });
    const b = await create({ ...VALID.Australia, first_name: 'Bob' });
    expect(body(await get(`/api/checkSameReceiver?recipient_ids=${a.id}&recipient_ids=${b.id}`)).data).toEqual({
      same: false,
      message: null,
      groups: [],
    });
    const twice = body<{ same: boolean; groups: { recipient_ids: number[] }[] }>(
      await get(`/api/checkSameReceiver?recipient_ids=${a.id},${a.id}`),
    ).data;
    expect(twice.same).toBe(true);
    expect(twice.groups[0]?.recipient_ids).toEqual([a.id, a.id]);
  });

  it('refuses a batch that is not a list of ids', async () => {
    expect((await get('/api/checkSameReceiver?recipient_ids=abc')).statusCode).toBe(400);
    expect((await get('/api/checkSameReceiver')).statusCode).toBe(400);
  });
});

describe('checkSameReceiverAboutAuToMy', () => {
  it('from the Australian warehouse, also matches Malaysian receivers by phone or address', async () => {
    const siti = await create(VALID.Malaysia);
    const samePhone = await create({
      ...VALID.Malaysia,
      first_name: 'Aminah',
      last_name: 'Binti',
      address: 'No 3 Jalan Ampang',
    });
    const answer = body<{ applies: boolean; same: boolean; message: string; groups: { by: string[] }[] }>(
      await get(`/api/checkSameReceiverAboutAuToMy?recipient_ids=${siti.id},${samePhone.id}`),
    ).data;
    expect(answer).toMatchObject({ applies: true, same: true, groups: [{ by: ['phone'] }] });
    expect(answer.message).toBe(translate('en', 'recipient.sameReceiverMalaysia', { name: 'Siti Aminah' }));
    // checkSameReceiver compares names only: different names pass there.
    expect(
      body<{ same: boolean }>(await get(`/api/checkSameReceiver?recipient_ids=${siti.id},${samePhone.id}`)).data.same,
    ).toBe(false);
  });

  it('does not apply to a batch from another warehouse (names only, as checkSameReceiver)', async () => {
    const siti = await create(VALID.Malaysia, malaysianWarehouse);
    const samePhone = await create({ ...VALID.Malaysia, first_name: 'Aminah', last_name: 'Binti' }, malaysianWarehouse);
    const url = `/api/checkSameReceiverAboutAuToMy?recipient_ids=${siti.id},${samePhone.id}`;
    expect(body(await get(url, malaysianWarehouse)).data).toEqual({
      applies: false,
      same: false,
      message: null,
      groups: [],
    });
    // Unless the batch is said to leave from the Australian warehouse.
    expect(
      body<{ applies: boolean; same: boolean }>(await get(`${url}&store_id=1`, malaysianWarehouse)).data,
    ).toMatchObject({
      applies: true,
      same: true,
    });
  });
});

describe('googleAddressAutoComplete and googleAddressPlaceDetail (local postcode data)', () => {
  interface Prediction {
    place_id: string;
    description: string;
    main_text: string;
  }

  it('suggests suburbs by name and fills the form from a suggestion', async () => {
    const answer = body<{ predictions: Prediction[]; source: string }>(
      await post('/api/googleAddressAutoComplete', { input: 'haymar', country_id: 13 }),
    ).data;
    expect(answer.source).toBe('local');
    expect(answer.predictions[0]).toMatchObject({ main_text: 'Haymarket', description: 'Haymarket, NSW 2000' });

    const place = body(await post('/api/googleAddressPlaceDetail', { place_id: answer.predictions[0]?.place_id })).data;
    expect(place).toMatchObject({
      country_id: 13,
      postcode: '2000',
      city: 'Haymarket',
      state: 'New South Wales',
      state_code: 'NSW',
      source: 'local',
    });
  });

  it('suggests by postcode, and Taiwan districts by Chinese name for a Chinese-speaking customer', async () => {
    const byPostcode = body<{ predictions: Prediction[] }>(
      await post('/api/googleAddressAutoComplete', { input: '2000', country_id: 13 }),
    ).data.predictions;
    expect(byPostcode.map((prediction) => prediction.main_text)).toContain('Sydney');

    const districts = body<{ predictions: Prediction[] }>(
      await post('/api/googleAddressAutoComplete', { input: '中正', country_id: 214 }, customer.tw),
    ).data.predictions;
    expect(districts.map((prediction) => prediction.main_text)).toContain('中正區');
    const place = body(
      await post(
        '/api/googleAddressPlaceDetail',
        { place_id: districts.find((p) => p.main_text === '中正區')?.place_id },
        customer.tw,
      ),
    ).data;
    expect(place).toMatchObject({ country_id: 214, city: '中正區', state: '臺北市' });
  });

  it('answers 404 for a place it does not know', async () => {
    expect((await post('/api/googleAddressPlaceDetail', { place_id: 'ChIJN1t_tDeuEmsRUsoyG83frY4' })).statusCode).toBe(
      404,
    );
    expect((await post('/api/googleAddressPlaceDetail', { place_id: 'local:13:2000:Nowhere' })).statusCode).toBe(404);
  });
});

describe('googleAddressPlaceDetail with another provider', () => {
  it("keeps our state id and source over keys the provider's answer happens to carry", async () => {
    const place = {
      place_id: 'other:1',
      country_id: 13,
      postcode: '2000',
      city: 'Haymarket',
      state: 'NSW',
      state_code: 'NSW',
      formatted_address: 'Haymarket NSW 2000',
      // An adapter that passes its provider's JSON through could hand these on.
      state_id: 999_999,
      source: 'spoofed',
    };
    const provider: AddressLookup = {
      source: 'other',
      autocomplete: async () => [],
      placeDetail: async () => place,
    };
    const answer = await addressPlaceDetail(t.app.ctx, provider, 'other:1');
    const [nsw] = await t.app.ctx.db.select().from(states).where(eq(states.code, 'NSW'));
    expect(answer).toMatchObject({ state_id: nsw?.id, source: 'other', city: 'Haymarket' });
  });
});

describe('autoPostcodeSuburb with the padded Taiwan postcode', () => {
  it('finds the district of a stored 6-digit postcode that began as 5 digits', async () => {
    const places = body<{ city: string; postcode: string }[]>(
      await get('/api/autoPostcodeSuburb?country_id=214&postcode=010041', customer.tw),
    ).data;
    expect(places).toEqual([expect.objectContaining({ city: '中正區', postcode: '010041' })]);
  });
});
