import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { documentedOperations, operationName } from './support/openapi.js';
import { SHIPPER, shirt, TAIWAN, waybillFixtures } from './support/waybills.js';

/**
 * The same as isolation.test.ts for ids sent in a body or a query string: a second customer names the
 * first customer's parcels, waybills, recipients and coupons and gets not found, or an answer without
 * any of them. Every documented operation with such a field must have a row (checked against the
 * OpenAPI document).
 */

/** Field names that carry the id of something one customer owns. */
const OWNED_ID_FIELDS =
  /^(parcel_id|parcel_ids|parcelId|shipment_id|shipmentId|shipmentIds|waybillId|recipient_id|recipient_ids|couponId|top_up_id|targetId)$/;
/** updateParcel names its parcel `id`. */
const OWNED_ID_FIELD_OF: Record<string, string> = { 'POST /api/updateParcel': 'id' };

interface Owned {
  parcel: number;
  waybill: number;
  recipient: number;
  coupon: number;
  /** A line that serves the first customer's recipient, so only ownership can refuse the submission. */
  line: number;
  /** The stranger's own waybill, to try the first customer's coupon on. */
  strangersWaybill: number;
}

type Row = { request: (o: Owned) => InjectOptions; answer: 'not found' | 'nothing of theirs' };
const post = (url: string, payload: Record<string, unknown>): InjectOptions => ({ method: 'POST', url, payload });
const pay = (o: Owned, extra: Record<string, unknown> = {}) => ({
  shipmentId: o.waybill,
  amount: '10',
  currency: 'AUD',
  ...extra,
});
const notFound = (request: Row['request']): Row => ({ request, answer: 'not found' });
/** Lists and checks filtered to the caller's own objects: they answer, with nothing of the first customer's. */
const nothing = (request: Row['request']): Row => ({ request, answer: 'nothing of theirs' });

const ROWS: Record<string, Row> = {
  'POST /api/saveParcelDeclare': notFound((o) =>
    post('/api/saveParcelDeclare', { parcel_id: o.parcel, items: [shirt] }),
  ),
  'POST /api/insertComment': notFound((o) => post('/api/insertComment', { parcel_id: o.parcel, content: 'hello' })),
  'POST /api/updateParcel': notFound((o) => post('/api/updateParcel', { id: o.parcel, remark: 'mine now' })),
  'GET /api/parcelExtraServiceList': notFound((o) => ({ url: `/api/parcelExtraServiceList?parcel_id=${o.parcel}` })),
  'POST /api/getForceExtraService': notFound((o) => post('/api/getForceExtraService', { parcel_ids: [o.parcel] })),
  'GET /api/viewReturnGoodParcel': notFound((o) => ({ url: `/api/viewReturnGoodParcel?parcel_ids=${o.parcel}` })),
  'POST /api/submitReturnGoodParcel': notFound((o) =>
    post('/api/submitReturnGoodParcel', { parcel_ids: [o.parcel], method: 'pickup_code' }),
  ),
  'GET /api/getParcelsInfo': notFound((o) => ({ url: `/api/getParcelsInfo?parcel_ids=${o.parcel}` })),
  'POST /api/submitParcel': notFound((o) =>
    post('/api/submitParcel', {
      parcel_ids: [o.parcel],
      recipient_id: o.recipient,
      courier_id: o.line,
      shipper: SHIPPER,
      declaration: [shirt],
    }),
  ),
  'POST /api/quoteSubmission': notFound((o) =>
    post('/api/quoteSubmission', {
      parcel_ids: [o.parcel],
      recipient_id: o.recipient,
      courier_id: o.line,
      declaration: [shirt],
    }),
  ),
  'POST /api/clientConfirmShipment': notFound((o) => post('/api/clientConfirmShipment', { shipment_id: o.waybill })),
  'POST /api/switchToDeliveryCourier': notFound((o) =>
    post('/api/switchToDeliveryCourier', { shipment_id: o.waybill }),
  ),
  'POST /api/togglePriorityHandleShipment': notFound((o) =>
    post('/api/togglePriorityHandleShipment', { shipment_id: o.waybill }),
  ),
  'POST /api/calcShipmentEndDelivery': notFound((o) =>
    post('/api/calcShipmentEndDelivery', { shipment_id: o.waybill }),
  ),
  'POST /api/selectEndDeliveryForShipment': notFound((o) =>
    post('/api/selectEndDeliveryForShipment', { shipment_id: o.waybill }),
  ),
  'POST /api/selectAgentForShipment': notFound((o) =>
    post('/api/selectAgentForShipment', { shipment_id: o.waybill, agent_id: 1 }),
  ),
  'POST /api/uploadShipmentDeclareFile': notFound((o) =>
    post('/api/uploadShipmentDeclareFile', { shipment_id: o.waybill, files: '' }),
  ),
  'POST /api/postSignDocInfo': notFound((o) =>
    post('/api/postSignDocInfo', {
      shipment_id: o.waybill,
      importer_name: 'Xu Li',
      id_number: 'A12345678',
      email: 'a@b.co',
    }),
  ),
  'POST /api/sendSignDocument': notFound((o) =>
    post('/api/sendSignDocument', { shipment_id: o.waybill, agree: true, signature: 'Xu Li' }),
  ),
  'GET /api/getTrackInfo': notFound((o) => ({ url: `/api/getTrackInfo?shipment_id=${o.waybill}` })),
  'POST /api/traceShare': notFound((o) => post('/api/traceShare', { shipment_id: o.waybill })),
  'POST /api/shipmentClaims': notFound((o) =>
    post('/api/shipmentClaims', { shipment_id: o.waybill, reason: 'lost', description: 'Mine now' }),
  ),
  'POST /api/updateShipmentTransactionEmail': notFound((o) =>
    post('/api/updateShipmentTransactionEmail', { shipment_id: o.waybill, email: 'thief@example.org' }),
  ),
  'GET /api/shipmentTransactionEmail': notFound((o) => ({
    url: `/api/shipmentTransactionEmail?shipment_id=${o.waybill}`,
  })),
  'GET /api/traceShareList': notFound((o) => ({ url: `/api/traceShareList?shipment_id=${o.waybill}` })),
  'POST /api/createOrUpdatePreShipment': notFound((o) =>
    post('/api/createOrUpdatePreShipment', {
      store_id: 1,
      recipient_id: o.recipient,
      tracking_numbers: ['ISOLATION2026'],
      items: [shirt],
      contents: 'Clothes',
      flammable_confirmed: true,
      delivery_way: 'drop_off',
      submit: false,
    }),
  ),
  'POST /api/getCourierForRecipient': notFound((o) =>
    post('/api/getCourierForRecipient', { recipient_id: o.recipient }),
  ),
  'GET /api/checkSameReceiver': nothing((o) => ({ url: `/api/checkSameReceiver?recipient_ids=${o.recipient}` })),
  'GET /api/checkSameReceiverAboutAuToMy': nothing((o) => ({
    url: `/api/checkSameReceiverAboutAuToMy?recipient_ids=${o.recipient}`,
  })),
  'GET /api/paymentHistory': nothing((o) => ({ url: `/api/paymentHistory?purpose=waybill&targetId=${o.waybill}` })),
  'POST /api/disputeWeight': notFound((o) =>
    post('/api/disputeWeight', { shipmentId: o.waybill, subject: 'weight', weight: 1.1 }),
  ),
  'POST /api/getPayResult': notFound((o) => post('/api/getPayResult', { waybillId: o.waybill })),
  'GET /api/getPayView': notFound((o) => ({ url: `/api/getPayView?shipmentId=${o.waybill}` })),
  'GET /api/getPayPoints': notFound((o) => ({ url: `/api/getPayPoints?shipmentId=${o.waybill}&currency=AUD` })),
  'POST /api/getPayPoints': notFound((o) => post('/api/getPayPoints', { shipmentId: o.waybill, currency: 'AUD' })),
  'POST /api/getAvailableCoupon': notFound((o) => post('/api/getAvailableCoupon', { shipmentId: o.waybill })),
  'POST /api/balancePay': notFound((o) => post('/api/balancePay', pay(o))),
  'POST /api/royalPay': notFound((o) => post('/api/royalPay', pay(o))),
  'POST /api/squareUpPay': notFound((o) => post('/api/squareUpPay', pay(o))),
  'POST /api/paypalPay': notFound((o) => post('/api/paypalPay', pay(o))),
  'POST /api/eghlPay': notFound((o) => post('/api/eghlPay', pay(o))),
  'POST /api/airWallexPay': notFound((o) => post('/api/airWallexPay', pay(o))),
  'POST /api/touchGoPay': notFound((o) => post('/api/touchGoPay', pay(o))),
  'POST /api/duitNowPay': notFound((o) => post('/api/duitNowPay', pay(o, { shopperName: 'X' }))),
  'POST /api/ygAliPay': notFound((o) => post('/api/ygAliPay', pay(o))),
  'POST /api/wechatPayLink': notFound((o) => post('/api/wechatPayLink', pay(o))),
  'POST /api/bankTransfer': notFound((o) => post('/api/bankTransfer', pay(o, { proof: 'x' }))),
  'POST /api/batchBalancePay': notFound((o) =>
    post('/api/batchBalancePay', { shipmentIds: [o.waybill], amount: '10', currency: 'AUD' }),
  ),
};

let t: TestApp;
let staff: { authorization: string };
let owner: TestCustomer;
let stranger: TestCustomer;
let owned: Owned;
const fixtures = waybillFixtures(() => ({ t, staff }));

/** Strings only the first customer's objects hold. */
const SECRETS = ['重慶南路一段122號', 'A123456789', 'CottonTShirt', '小明'];

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
  owner = await registerCustomer(t.app, {}, 'en');
  stranger = await registerCustomer(t.app, {}, 'en');
  const [parcel, shipped] = await fixtures.inStock(owner, 2);
  const waybill = (await fixtures.submit(owner, [shipped as number])).id;
  const coupon = await fixtures.ok<{ id: number }>(
    await fixtures.ops('/ops/coupons', { customer_id: owner.id, amount: '2', currency: 'AUD' }),
  );
  const strangersWaybill = (await fixtures.submit(stranger, await fixtures.inStock(stranger, 1))).id;
  owned = {
    parcel: parcel as number,
    waybill,
    recipient: await fixtures.recipient(owner, TAIWAN),
    coupon: coupon.id,
    line: await fixtures.lineId('AU-TW-EXP'),
    strangersWaybill,
  };
});

afterAll(() => t.app.close());

describe('a second customer names the first customer’s ids in a body or a query', () => {
  it('every documented operation with such a field has a row here', async () => {
    const carrying = (await documentedOperations(t.app))
      .filter((operation) => !operation.path.startsWith('/ops/'))
      .filter((operation) => {
        const fields = [
          ...operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
          ...Object.keys(operation.body?.properties ?? {}),
        ];
        const own = OWNED_ID_FIELD_OF[operationName(operation)];
        return fields.some((field) => OWNED_ID_FIELDS.test(field) || field === own);
      })
      .map(operationName);
    expect(carrying.sort()).toEqual(Object.keys(ROWS).sort());
  });

  it.each(Object.entries(ROWS))('%s', async (_name, row) => {
    const request = row.request(owned);
    const response = await t.app.inject({
      ...request,
      headers: { ...stranger.headers, lang: 'en', 'idempotency-key': `iso-${Math.random()}` },
    });
    if (row.answer === 'not found') {
      expect(response.statusCode, response.body).toBe(404);
      expect(body(response).data).toBeUndefined();
    } else {
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    for (const secret of SECRETS) expect(response.body).not.toContain(secret);
    expect(response.body).not.toContain(`"id":${owned.waybill},`);
  });

  it("the first customer's coupon takes nothing off the second customer's waybill", async () => {
    const response = await t.app.inject({
      url: `/api/getPayView?shipmentId=${owned.strangersWaybill}&couponId=${owned.coupon}`,
      headers: { ...stranger.headers, lang: 'en' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('"discount"');
  });
});
