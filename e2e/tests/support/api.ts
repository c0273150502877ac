import { expect } from 'vitest';
import { runOps } from './ops.js';
import type { ServerProcess } from './server.js';
import type { ApiCustomer } from './session.js';

/** A call to the customer API with the customer's token, in English; anything but 200 fails the test with the body. */
export async function callApi<T>(
  server: ServerProcess,
  customer: ApiCustomer,
  method: string,
  path: string,
  payload?: unknown,
): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json', lang: 'en' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const body = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** A parcel pre-alerted with a declaration and checked in by staff through the command line: in stock. */
export async function parcelInStock(server: ServerProcess, customer: ApiCustomer, tracking: string, store = 1) {
  const parcel = await callApi<{ id: number }>(server, customer, 'POST', '/api/insertPreParcel', {
    tracking_number: tracking,
    store_id: store,
    // AU$300 a parcel: above the express line's AU$100 of free cover, below the AU$900 customs alert.
    items: [{ name: 'CottonTShirt', quantity: 2, total_amount: '300', product_type: 'clothing' }],
  });
  await runOps(server, [
    'receive-parcel',
    '--store',
    String(store),
    '--tracking',
    tracking,
    '--weight',
    '1.1',
    '--length',
    '30',
    '--width',
    '20',
    '--height',
    '10',
  ]);
  return parcel.id;
}

/** Two people in Taiwan (one person twice among the open waybills of a warehouse must be renamed, SPEC §5). */
export const RECIPIENT_WANG = {
  first_name: '小明',
  last_name: '王',
  phoneCode: '886',
  contactNumber: '0912345678',
  country_id: 214,
  state: '臺北市',
  city: '中正區',
  postcode: '100041',
  address: '重慶南路一段122號',
  id_number: 'A123456789',
};
export const RECIPIENT_LIN = {
  first_name: '美',
  last_name: '林',
  phoneCode: '886',
  contactNumber: '0912345679',
  country_id: 214,
  state: '臺北市',
  city: '中正區',
  postcode: '100041',
  address: '重慶南路一段100號',
  id_number: 'F223456786',
};
