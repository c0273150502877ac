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
import { waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const { get, post, ops, ok, inStock, submit, pack, lineId } = waybillFixtures(() => ({ t, staff }));
type Json = Record<string, unknown>;

interface CheckoutCoupon {
  id: number;
  code: string;
  usable: boolean;
  discount: string | null;
  reason: string | null;
  scope: string;
  store_name: string | null;
  line_name: string | null;
}
interface PayView {
  total: string;
  shipment: { fees: Record<string, string> };
  coupon: { id: number; discount: string } | null;
}

const names = { name_en: 'Checkout coupon', name_cn: '结账券', name_tw: '結帳券' };

/** A campaign with these terms, claimed by the customer: their coupon's id. */
async function couponWith(customer: TestCustomer, terms: Json) {
  const template = await ok<{ id: number }>(
    await ops('/ops/coupon-templates', { ...names, currency: 'AUD', amount: '5', ...terms }),
  );
  return (await ok<{ id: number }>(await post(customer, `/api/receiveCoupon/${template.id}`, {}))).id;
}

async function packedWaybill(customer: TestCustomer) {
  const waybill = await submit(customer, await inStock(customer));
  expect((await pack(waybill.id)).statusCode).toBe(200);
  return waybill;
}

const coupons = async (customer: TestCustomer, shipmentId: number, currency = 'AUD') =>
  (await ok<{ list: CheckoutCoupon[] }>(await post(customer, '/api/getAvailableCoupon', { shipmentId, currency })))
    .list;

describe("the pay page's coupon step lists the customer's coupons for this waybill", () => {
  it('with each scope respected and the reason for every unusable one, agreeing with the payment', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const waybill = await packedWaybill(customer);
    const view = await ok<PayView>(await get(customer, `/api/getPayView?shipmentId=${waybill.id}&currency=AUD`));
    const total = Number(view.total);
    const sea = await lineId('AU-TW-SEA');
    const ids = {
      plain: await couponWith(customer, {}),
      ownLine: await couponWith(customer, { line_id: await lineId('AU-TW-EXP'), store_id: 1 }),
      otherWarehouse: await couponWith(customer, { store_id: 3 }),
      otherLine: await couponWith(customer, { line_id: sea }),
      spendMore: await couponWith(customer, { min_spend: (total + 50).toFixed(2) }),
      extrasOnly: await couponWith(customer, { scope: 'extras' }),
      freightShare: await couponWith(customer, { amount: undefined, percent: 10, scope: 'freight' }),
    };
    const list = await coupons(customer, waybill.id);
    const byId = new Map(list.map((coupon) => [coupon.id, coupon]));
    const seaName = (
      await ok<{ id: number; name_en: string }[]>(await t.app.inject({ url: '/ops/lines', headers: staff }))
    ).find((line) => line.id === sea)?.name_en;

    expect(byId.get(ids.plain)).toMatchObject({ usable: true, discount: '5.00', reason: null });
    expect(byId.get(ids.ownLine)).toMatchObject({ usable: true, store_name: 'Australia warehouse' });
    expect(byId.get(ids.otherWarehouse)).toMatchObject({
      usable: false,
      discount: null,
      reason: 'Only for shipments from Malaysia warehouse.',
    });
    expect(byId.get(ids.otherLine)).toMatchObject({ usable: false, reason: `Only for the ${seaName} line.` });
    expect(byId.get(ids.spendMore)?.reason).toBe(
      `Spend AUD 50.00 more to use this coupon (minimum spend AUD ${(total + 50).toFixed(2)}).`,
    );
    expect(byId.get(ids.extrasOnly)).toMatchObject({
      usable: false,
      scope: 'extras',
      reason: 'This coupon takes off extra services, and this shipment has none.',
    });
    const freight = Number(view.shipment.fees.postage);
    expect(byId.get(ids.freightShare)).toMatchObject({
      usable: true,
      discount: (Math.floor(freight * 10) / 100).toFixed(2),
    });
    // Usable ones first.
    const usable = list.map((coupon) => coupon.usable);
    expect(usable).toEqual([...usable].sort((a, b) => Number(b) - Number(a)));

    // The same rule at the pay view: what the list offers it takes at the same discount, what it refuses it refuses
    // with the same words.
    for (const coupon of list) {
      const answer = await get(customer, `/api/getPayView?shipmentId=${waybill.id}&currency=AUD&couponId=${coupon.id}`);
      if (coupon.usable) expect(body<PayView>(answer).data.coupon?.discount).toBe(coupon.discount);
      else {
        expect(answer.statusCode).toBe(422);
        expect(body(answer).msg).toBe(coupon.reason);
      }
    }
  });

  it('says why in the customer’s language, and measures the shortfall in the pay currency', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    const waybill = await packedWaybill(customer);
    const elsewhere = await couponWith(customer, { store_id: 3 });
    const list = await coupons(customer, waybill.id);
    expect(list.find((coupon) => coupon.id === elsewhere)?.reason).toBe('仅限马来西亚仓发出的运单使用。');

    const inMyr = await ok<PayView>(await get(customer, `/api/getPayView?shipmentId=${waybill.id}&currency=MYR`));
    const bigger = await couponWith(customer, { min_spend: '100000' });
    const myr = (await coupons(customer, waybill.id, 'MYR')).find((coupon) => coupon.id === bigger);
    expect(myr?.reason).toMatch(/^再消费 MYR [\d.]+ 即可使用此优惠券（最低消费 AUD 100000\.00）。$/);
    const short = Number(/MYR ([\d.]+)/.exec(myr?.reason ?? '')?.[1]);
    expect(short).toBeGreaterThan(0);
    expect(short + Number(inMyr.total)).toBeGreaterThan(100000);
  });

  it('a coupon code is checked against the waybill too; another customer’s waybill is not found', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const waybill = await packedWaybill(customer);
    const elsewhere = await couponWith(customer, { store_id: 3 });
    const code = (await coupons(customer, waybill.id)).find((coupon) => coupon.id === elsewhere);
    const refused = await post(customer, '/api/getAvailableCoupon', { shipmentId: waybill.id, code: code?.code });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).msg).toBe('Only for shipments from Malaysia warehouse.');

    const stranger = await registerCustomer(t.app, {}, 'en');
    expect((await post(stranger, '/api/getAvailableCoupon', { shipmentId: waybill.id })).statusCode).toBe(404);
    const nothing = await post(customer, '/api/getAvailableCoupon', {});
    expect(nothing.statusCode).toBe(400);
    expect(body(nothing).msg).toBe('Name the shipment (or an amount and its currency) to check coupons against.');
  });
});
