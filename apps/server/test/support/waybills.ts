import { expect } from 'vitest';
import { body, SAMPLE_FILES, type TestApp, type TestCustomer, uploadFile } from './app.js';

type Json = Record<string, unknown>;
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

export const shirt = { name: 'CottonTShirt', quantity: 2, total_amount: '40', product_type: 'clothing' };

export const TAIWAN = {
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
};

export const AUSTRALIA = {
  first_name: 'John',
  last_name: 'Smith',
  phoneCode: '61',
  contactNumber: '0412 345 678',
  country_id: 13,
  state: 'NSW',
  city: 'Sydney',
  postcode: '2000',
  address: '12 George Street',
};

export const ALL_ACKS = { safety: true, terms: true, empp: true, aqis: true, ezway: true };

export const SHIPPER = {
  sender_name: 'Mei Lin',
  commercial_value: false,
  export_reason: 'personal_use',
  undeliverable_action: 'return',
};

export interface Waybill {
  id: number;
  shipment_id: string;
  status: string;
  status_name: string;
  fees: Record<string, string | boolean>;
  actions: Record<string, boolean>;
  sign_document: Json;
  tracking: { kind: string; text: string }[];
}

/**
 * Waybill fixtures over the API for tests that need parcels in stock, recipients, submitted and packed
 * waybills: `current()` gives the test's app and staff headers (set in its beforeAll).
 */
export function waybillFixtures(current: () => { t: TestApp; staff: { authorization: string } }) {
  let counter = 0;
  const get = (customer: TestCustomer, url: string) => current().t.app.inject({ url, headers: customer.headers });
  const post = (customer: TestCustomer, url: string, payload: unknown) =>
    current().t.app.inject({ method: 'POST', url, headers: customer.headers, payload: payload as Json });
  /** Staff calls, in English as the staff command line sends them. */
  const ops = (url: string, payload: unknown = {}) =>
    current().t.app.inject({
      method: 'POST',
      url,
      headers: { ...current().staff, lang: 'en' },
      payload: payload as Json,
    });

  async function ok<T = Json>(response: Response): Promise<T> {
    if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
    return body<T>(response).data;
  }

  function tracking(): string {
    counter += 1;
    return `WB${String(Date.now()).slice(-6)}${String(counter).padStart(4, '0')}`;
  }

  /** Parcels pre-alerted and checked in at a warehouse: in stock, ready to ship. */
  async function inStock(
    customer: TestCustomer,
    count = 1,
    options: { store?: number; weight?: number; photos?: string[] } = {},
  ) {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const number = tracking();
      const preAlert = await ok<{ id: number }>(
        await post(customer, '/api/insertPreParcel', {
          tracking_number: number,
          store_id: options.store ?? 1,
          items: [shirt],
        }),
      );
      const checked = await ops('/ops/parcels/receive', {
        store_id: options.store ?? 1,
        tracking_number: number,
        weight: options.weight ?? 1.5,
        length: 30,
        width: 20,
        height: 10,
        photos: options.photos ?? [],
      });
      expect(checked.statusCode).toBe(200);
      ids.push(preAlert.id);
    }
    return ids;
  }

  async function recipient(customer: TestCustomer, values: Json = TAIWAN) {
    return (await ok<{ id: number }>(await post(customer, '/api/createRecipent', values))).id;
  }

  const lines = new Map<string, number>();
  async function lineId(code: string): Promise<number> {
    if (lines.size === 0) {
      const list = await ok<{ id: number; code: string }[]>(
        await current().t.app.inject({ url: '/ops/lines', headers: current().staff }),
      );
      for (const line of list) lines.set(line.code, line.id);
    }
    const found = lines.get(code);
    if (!found) throw new Error(`no line ${code}`);
    return found;
  }

  async function submission(customer: TestCustomer, parcelIds: number[], changes: Json = {}) {
    return {
      parcel_ids: parcelIds,
      recipient_id: await recipient(customer),
      courier_id: await lineId('AU-TW-EXP'),
      shipper: SHIPPER,
      declaration: [shirt],
      acknowledgements: ALL_ACKS,
      ...changes,
    };
  }

  async function submit(customer: TestCustomer, parcelIds: number[], changes: Json = {}) {
    return ok<Waybill>(await post(customer, '/api/submitParcel', await submission(customer, parcelIds, changes)));
  }

  /**
   * Photos of a scale's readout and of a tape, uploaded by staff: packing asks for both. New ones each time: closing
   * an account erases the photos of its weighings.
   */
  async function weighingPhotos() {
    const { t, staff } = current();
    const upload = () => uploadFile(t.app, staff, SAMPLE_FILES.jpeg, { url: '/ops/upload' }).then((file) => file.id);
    return { scale_photo: await upload(), tape_photo: await upload() };
  }

  async function pack(id: number, payload: Json = {}) {
    const response = await ops(`/ops/waybills/${id}/pack`, {
      weight: 3,
      length: 40,
      width: 30,
      height: 20,
      ...(await weighingPhotos()),
      ...payload,
    });
    return response;
  }

  return { get, post, ops, ok, tracking, inStock, recipient, lineId, submission, submit, pack, weighingPhotos };
}
