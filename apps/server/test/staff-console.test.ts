import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
} from './support/app.js';
import { waybillFixtures } from './support/waybills.js';

interface QueueRow {
  id: number;
  status: string;
  store_id: number;
  updated_at: string;
  parcels: { id: number; tracking_number: string; weight_kg: number | null }[];
}

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  admin = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

describe('the bench queues of the staff console (GET /ops/waybills)', () => {
  const fixtures = waybillFixtures(() => ({ t, staff: admin }));

  it("lists a warehouse's waybills to pack with their pick list, to its operators only", async () => {
    const sydney = await staffMember(t.app, 'warehouse', [1]);
    const shanghai = await staffMember(t.app, 'warehouse', [2]);
    const mei = await registerCustomer(t.app, {}, 'en');
    const parcels = await fixtures.inStock(mei, 2);
    const waybill = await fixtures.submit(mei, parcels);

    const queue = (headers: { authorization: string }, name: string, query = '') =>
      t.app.inject({ url: `/ops/waybills?queue=${name}${query}`, headers });
    const here = body<QueueRow[]>(await queue(sydney.headers, 'pack')).data;
    const row = here.find((entry) => entry.id === waybill.id);
    expect(row).toMatchObject({ store_id: 1 });
    expect(row?.parcels.map((parcel) => parcel.id).sort()).toEqual([...parcels].sort());
    expect(row?.parcels.every((parcel) => typeof parcel.weight_kg === 'number')).toBe(true);

    // Another warehouse's operator does not see it, not even by asking for that warehouse.
    expect(body<QueueRow[]>(await queue(shanghai.headers, 'pack')).data.map((entry) => entry.id)).not.toContain(
      waybill.id,
    );
    expect(body<QueueRow[]>(await queue(shanghai.headers, 'pack', '&store_id=1')).data).toEqual([]);
    // Not yet paid: it is not in the dispatch queue.
    expect(body<QueueRow[]>(await queue(sydney.headers, 'dispatch')).data.map((entry) => entry.id)).not.toContain(
      waybill.id,
    );
    expect((await queue(sydney.headers, 'nonsense')).statusCode).toBe(400);
  });
});

describe('a stale packing form is refused', () => {
  const fixtures = waybillFixtures(() => ({ t, staff: admin }));

  it('answers 409 when the waybill changed after the form loaded it, and packs with a fresh one', async () => {
    const operator = await staffMember(t.app, 'warehouse', [1]);
    const mei = await registerCustomer(t.app, {}, 'en');
    const waybill = await fixtures.submit(mei, await fixtures.inStock(mei, 1));
    const loaded = body<QueueRow[]>(
      await t.app.inject({ url: '/ops/waybills?queue=pack', headers: operator.headers }),
    ).data.find((entry) => entry.id === waybill.id);
    expect(loaded).toBeDefined();
    const packing = { weight: 2, length: 30, width: 20, height: 10, ...(await fixtures.weighingPhotos()) };

    // Someone else's change meanwhile: the stored time moves on, so the form's no longer matches.
    const earlier = new Date(new Date(loaded?.updated_at ?? '').getTime() - 60_000).toISOString();
    const stale = await t.app.inject({
      method: 'POST',
      url: `/ops/waybills/${waybill.id}/pack`,
      headers: { ...operator.headers, lang: 'en' },
      payload: { ...packing, updated_at: earlier },
    });
    expect([stale.statusCode, stale.json().msg]).toEqual([
      409,
      'Someone changed this record after you opened it. Reload it to see the changes, then try again.',
    ]);
    const staleCn = await t.app.inject({
      method: 'POST',
      url: `/ops/waybills/${waybill.id}/pack`,
      headers: { ...operator.headers, lang: 'cn' },
      payload: { ...packing, updated_at: earlier },
    });
    expect(staleCn.json().msg).toBe('您打开此记录后，已有其他人修改了它。请重新加载查看更改后再试。');

    const fresh = await t.app.inject({
      method: 'POST',
      url: `/ops/waybills/${waybill.id}/pack`,
      headers: operator.headers,
      payload: { ...packing, updated_at: loaded?.updated_at },
    });
    expect(body(fresh).data).toMatchObject({ id: waybill.id, status: 'pay_now' });

    // The same form sent twice (a double click): the second finds the waybill changed by the first.
    const again = await t.app.inject({
      method: 'POST',
      url: `/ops/waybills/${waybill.id}/pack`,
      headers: operator.headers,
      payload: { ...packing, updated_at: loaded?.updated_at },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('finding a customer (GET /ops/customers)', () => {
  const fixtures = waybillFixtures(() => ({ t, staff: admin }));
  interface Match {
    id: number;
    email: string;
    matched_by: string[];
  }
  const search = async (headers: { authorization: string }, q: string) =>
    body<Match[]>(await t.app.inject({ url: `/ops/customers?q=${encodeURIComponent(q)}`, headers })).data;

  it('finds by id, email, tracking number and shipment id; an operator only through their warehouses', async () => {
    const support = await staffMember(t.app, 'support');
    const sydney = await staffMember(t.app, 'warehouse', [1]);
    const shanghai = await staffMember(t.app, 'warehouse', [2]);
    const mei = await registerCustomer(t.app, {}, 'en');
    const [parcel = 0] = await fixtures.inStock(mei, 1);
    const waybill = await fixtures.submit(mei, [parcel]);
    const tracking = body<{ tracking_number: string }>(
      await t.app.inject({ url: `/api/parcelDetail/${parcel}`, headers: mei.headers }),
    ).data.tracking_number;

    expect(await search(support.headers, String(mei.id))).toEqual([
      expect.objectContaining({ id: mei.id, matched_by: ['id'] }),
    ]);
    expect((await search(support.headers, mei.email.toUpperCase())).map((row) => [row.id, row.matched_by])).toEqual([
      [mei.id, ['email']],
    ]);
    expect((await search(support.headers, tracking)).map((row) => [row.id, row.matched_by])).toEqual([
      [mei.id, ['tracking']],
    ]);
    expect((await search(sydney.headers, waybill.shipment_id)).map((row) => row.id)).toEqual([mei.id]);
    // The operator of another warehouse finds nothing, and no operator searches the customer base by email or id.
    expect(await search(shanghai.headers, waybill.shipment_id)).toEqual([]);
    expect(await search(sydney.headers, mei.email)).toEqual([]);
    expect(await search(sydney.headers, String(mei.id))).toEqual([]);
  });
});

describe('a stale line form is refused', () => {
  it('answers 409 when another admin changed the line after the form loaded it', async () => {
    const lines = body<{ code: string; staff_edited_at: string | null }[]>(
      await t.app.inject({ url: '/ops/lines', headers: admin }),
    ).data;
    const loaded = lines.find((line) => line.code === 'AU-TW-SEA');
    expect(loaded).toBeDefined();
    const change = (staffEditedAt: string | null | undefined) =>
      t.app.inject({
        method: 'PATCH',
        url: '/ops/lines/AU-TW-SEA',
        headers: { ...admin, lang: 'en' },
        payload: { active: true, staff_edited_at: staffEditedAt },
      });
    const first = await change(loaded?.staff_edited_at);
    expect(first.statusCode, first.body).toBe(200);
    const second = await change(loaded?.staff_edited_at);
    expect([second.statusCode, second.json().msg]).toEqual([
      409,
      'Someone changed this record after you opened it. Reload it to see the changes, then try again.',
    ]);
    const fresh = body<{ staff_edited_at: string }>(first).data.staff_edited_at;
    expect((await change(fresh)).statusCode).toBe(200);
  });
});
