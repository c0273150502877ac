import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markWaybillPaid } from '../src/modules/waybills/warehouse.js';
import { createTestApp, registerCustomer, STAFF_CREDENTIALS, staffHeaders, type TestApp } from './support/app.js';
import { waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const { get, ok, inStock, submit, pack } = waybillFixtures(() => ({ t, staff }));
const badges = async (customer: Parameters<typeof get>[0]) =>
  ok<{ parcel: number; shipment: number }>(await get(customer, '/api/getNewParcelAndShipmentCount'));

describe('the tab-bar badges (getNewParcelAndShipmentCount)', () => {
  it('counts parcels in stock and waybills waiting for payment, and follows each change', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    expect(await badges(customer)).toEqual({ parcel: 0, shipment: 0 });

    const parcels = await inStock(customer, 3);
    expect(await badges(customer)).toEqual({ parcel: 3, shipment: 0 });

    // Two parcels leave the stock in a waybill; it waits for the warehouse, not yet for the customer.
    const waybill = await submit(customer, parcels.slice(0, 2));
    expect(await badges(customer)).toEqual({ parcel: 1, shipment: 0 });

    await pack(waybill.id);
    expect(await badges(customer)).toEqual({ parcel: 1, shipment: 1 });

    await t.app.ctx.db.transaction((tx) => markWaybillPaid(tx, waybill.id, t.clock.now()));
    expect(await badges(customer)).toEqual({ parcel: 1, shipment: 0 });
  });

  it("never counts another customer's parcels or waybills, and needs a login", async () => {
    const owner = await registerCustomer(t.app, {}, 'en');
    const waybill = await submit(owner, await inStock(owner));
    await pack(waybill.id);
    const stranger = await registerCustomer(t.app, {}, 'en');
    expect(await badges(stranger)).toEqual({ parcel: 0, shipment: 0 });
    expect((await t.app.inject({ url: '/api/getNewParcelAndShipmentCount' })).statusCode).toBe(401);
  });
});
