import { expect } from 'vitest';
import { callApi, parcelInStock, RECIPIENT_WANG } from './api.js';
import { runOps, weighingPhotoFlags } from './ops.js';
import type { ServerProcess } from './server.js';
import type { ApiCustomer } from './session.js';

/** A waybill from the Sydney warehouse to Taiwan, submitted over the API: staff have yet to pack it. */
export async function submittedWaybill(
  server: ServerProcess,
  customer: ApiCustomer,
  tracking: string,
  receiver: Record<string, string | number> = RECIPIENT_WANG,
) {
  const parcelId = await parcelInStock(server, customer, tracking);
  const recipient = await callApi<{ id: number }>(server, customer, 'POST', '/api/createRecipent', receiver);
  const lines = await callApi<{ id: number; code: string }[]>(
    server,
    customer,
    'GET',
    '/api/courierList?store_id=1&country_id=214',
  );
  return callApi<{ id: number; shipment_id: string }>(server, customer, 'POST', '/api/submitParcel', {
    parcel_ids: [parcelId],
    recipient_id: recipient.id,
    courier_id: lines.find((line) => line.code === 'AU-TW-EXP')?.id,
    shipper: { sender_name: 'Mei Lin', commercial_value: false, export_reason: 'gift', undeliverable_action: 'return' },
    declaration: [{ name: 'CottonTShirt', quantity: 2, total_amount: '40', product_type: 'clothing' }],
    acknowledgements: { safety: true, terms: true, ezway: true },
  });
}

/** Staff pack it (the CLI): the final price, and it waits for payment. */
export async function pack(server: ServerProcess, waybill: { id: number }) {
  const packed = await runOps<{ status: string }>(server, [
    'pack-waybill',
    '--id',
    String(waybill.id),
    '--weight',
    '1.6',
    '--length',
    '30',
    '--width',
    '20',
    '--height',
    '12',
    ...weighingPhotoFlags(),
  ]);
  expect(packed.status).toBe('pay_now');
}

export async function packedWaybill(server: ServerProcess, customer: ApiCustomer, tracking: string) {
  const waybill = await submittedWaybill(server, customer, tracking);
  await pack(server, waybill);
  return waybill;
}
