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
import { shirt, waybillFixtures } from './support/waybills.js';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  admin = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const list = async <T>(headers: { authorization: string }, url: string) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<T[]>(response).data;
};

describe('the sign-document queue (GET /ops/sign-documents)', () => {
  const fixtures = waybillFixtures(() => ({ t, staff: admin }));

  it("lists authorisations waiting for review in the operator's warehouses, and drops them once reviewed", async () => {
    const sydney = await staffMember(t.app, 'warehouse', [1]);
    const shanghai = await staffMember(t.app, 'warehouse', [2]);
    const mei = await registerCustomer(t.app, {}, 'en');
    const [parcel = 0] = await fixtures.inStock(mei, 1);
    const waybill = await fixtures.submit(mei, [parcel], { declaration: [{ ...shirt, total_amount: '950' }] });
    const posted = await fixtures.ok<{ sign_document: { id: number } }>(
      await fixtures.post(mei, '/api/postSignDocInfo', {
        shipment_id: waybill.id,
        importer_name: 'Mei Lin',
        id_number: 'A123456789',
        email: `importer.${mei.id}@example.com`,
      }),
    );
    const id = posted.sign_document.id;

    const waiting = await list<{ id: number; status: string; shipment_id: string; signed: boolean }>(
      sydney.headers,
      '/ops/sign-documents',
    );
    expect(waiting.find((row) => row.id === id)).toMatchObject({
      status: 'waiting_audit',
      shipment_id: waybill.shipment_id,
      signed: false,
    });
    expect((await list<{ id: number }>(shanghai.headers, '/ops/sign-documents')).map((row) => row.id)).not.toContain(
      id,
    );
    expect(await list(shanghai.headers, '/ops/sign-documents?store_id=1')).toEqual([]);

    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/ops/sign-documents/${id}/review`,
      headers: sydney.headers,
      payload: { decision: 'approve' },
    });
    expect(reviewed.statusCode).toBe(200);
    // Now waiting for the customer's signature, not for staff.
    expect((await list<{ id: number }>(sydney.headers, '/ops/sign-documents')).map((row) => row.id)).not.toContain(id);

    // Signed by the customer, it waits for staff again, and the queue says the signature is there.
    await fixtures.ok(
      await fixtures.post(mei, '/api/sendSignDocument', { shipment_id: waybill.id, signature: 'Mei Lin', agree: true }),
    );
    const signed = await list<{ id: number; status: string; signed: boolean; signature?: unknown }>(
      sydney.headers,
      '/ops/sign-documents',
    );
    const row = signed.find((entry) => entry.id === id);
    expect(row).toMatchObject({ status: 'review_success', signed: true });
    expect(row).not.toHaveProperty('signature');
  });
});

describe('the return queue (GET /ops/returns)', () => {
  const fixtures = waybillFixtures(() => ({ t, staff: admin }));

  it("lists open return requests with their parcels in the operator's warehouses until handed over", async () => {
    const sydney = await staffMember(t.app, 'warehouse', [1]);
    const shanghai = await staffMember(t.app, 'warehouse', [2]);
    const mei = await registerCustomer(t.app, {}, 'en');
    const [parcel = 0] = await fixtures.inStock(mei, 1);
    const requested = await fixtures.ok<{ id: number }>(
      await fixtures.post(mei, '/api/submitReturnGoodParcel', { parcel_ids: [parcel], method: 'pickup_code' }),
    );

    const open = await list<{ id: number; customer_id: number; method: string; parcels: { id: number }[] }>(
      sydney.headers,
      '/ops/returns',
    );
    expect(open.find((row) => row.id === requested.id)).toMatchObject({
      customer_id: mei.id,
      method: 'pickup_code',
      parcels: [expect.objectContaining({ id: parcel })],
    });
    expect((await list<{ id: number }>(shanghai.headers, '/ops/returns')).map((row) => row.id)).not.toContain(
      requested.id,
    );

    const handed = await t.app.inject({
      method: 'POST',
      url: `/ops/returns/${requested.id}/complete`,
      headers: sydney.headers,
    });
    expect(handed.statusCode).toBe(200);
    expect((await list<{ id: number }>(sydney.headers, '/ops/returns')).map((row) => row.id)).not.toContain(
      requested.id,
    );
    const finance = await staffMember(t.app, 'finance');
    expect((await t.app.inject({ url: '/ops/returns', headers: finance.headers })).statusCode).toBe(403);
  });
});
