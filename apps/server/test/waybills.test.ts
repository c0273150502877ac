import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_IMAGE_WIDTH } from '../src/modules/files/images.js';
import { markWaybillPaid } from '../src/modules/waybills/moves.js';
import {
  body,
  createTestApp,
  mailbox,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  uploadFile,
} from './support/app.js';
import { samplePng } from './support/images.js';
import { ALL_ACKS, AUSTRALIA, SHIPPER, shirt, TAIWAN, type Waybill, waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
type Json = Record<string, unknown>;
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const { get, post, ops, ok, inStock, recipient, lineId, submission, submit, pack } = waybillFixtures(() => ({
  t,
  staff,
}));

async function paid(id: number) {
  await t.app.ctx.db.transaction((tx) => markWaybillPaid(tx, id, t.clock.now()));
}

describe('submitting parcels as a waybill (submitParcel)', () => {
  it('ships in-stock parcels to a Taiwan recipient with EZ Way confirmed: pending, fees estimated, parcels processing', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(customer, 2);
    const info = await ok<Json>(await get(customer, `/api/getParcelsInfo?parcel_ids=${parcels.join(',')}`));
    expect(info).toMatchObject({ store_id: 1, parcel_count: 2, total_weight: '3', can_submit: true, unpaid: null });
    expect((info.declaration as Json[]).length).toBe(2);

    const waybill = await submit(customer, parcels);
    expect(waybill).toMatchObject({ status: 'pending', status_name: 'Submitted', parcel_count: 2, currency: 'AUD' });
    expect(waybill.shipment_id).toMatch(/^PW\d{6}\d{6}$/);
    expect(waybill.fees.final).toBe(false);
    expect(Number(waybill.fees.postage)).toBeGreaterThan(0);
    expect(Number(waybill.fees.total)).toBeGreaterThanOrEqual(Number(waybill.fees.postage));
    expect(waybill.tracking.map((event) => event.text)).toEqual(['Shipment submitted']);

    const parcel = await ok<{ status: number; shipment: { shipment_id: string }; timeline: { text: string }[] }>(
      await get(customer, `/api/parcelDetail/${parcels[0]}`),
    );
    expect(parcel.status).toBe(20);
    expect(parcel.shipment.shipment_id).toBe(waybill.shipment_id);
    expect(parcel.timeline.at(-1)?.text).toBe(`Added to shipment ${waybill.shipment_id}`);
    expect(await ok(await get(customer, '/api/getShipperAddress'))).toMatchObject({ sender_name: 'Mei Lin' });
  });

  it("weighs a parcel by its shipment line's volumetric divisor once it is in one, and names the line", async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const [parcel] = await inStock(customer);
    type Volumetric = { volumetric_weight: string; volumetric_divisor: number; volumetric_line: string | null };
    // 30 × 20 × 10 cm: 1.2 kg at the 5000 most lines use, 1 kg at the economy line's 6000.
    expect(await ok<Volumetric>(await get(customer, `/api/parcelDetail/${parcel}`))).toMatchObject({
      volumetric_weight: '1.2',
      volumetric_divisor: 5000,
      volumetric_line: null,
    });
    await submit(customer, [parcel ?? 0], { courier_id: await lineId('AU-TW-ECO') });
    expect(await ok<Volumetric>(await get(customer, `/api/parcelDetail/${parcel}`))).toMatchObject({
      volumetric_weight: '1',
      volumetric_divisor: 6000,
      volumetric_line: expect.stringContaining('Economy Air'),
    });
  });

  it('asks for each acknowledgement the line needs: EZ Way for Taiwan, safety and terms always', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(customer);
    for (const [missing, message] of [
      ['ezway', 'Please confirm that the recipient has completed EZ Way real-name authentication.'],
      ['safety', 'Please confirm that the parcels hold nothing flammable or explosive.'],
      ['terms', 'Please read and agree to the terms'],
    ] as const) {
      const response = await post(
        customer,
        '/api/submitParcel',
        await submission(customer, parcels, { acknowledgements: { ...ALL_ACKS, [missing]: false } }),
      );
      expect(response.statusCode).toBe(400);
      expect(body(response).errors).toEqual({ [`acknowledgements.${missing}`]: message });
    }
  });

  it('without a receiver (absent, null, empty or 0) answers SPEC §8 "Please complete receiver address"', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const complete = await submission(customer, await inStock(customer));
    for (const receiver of [
      { recipient_id: undefined },
      { recipient_id: null },
      { recipient_id: '' },
      { recipient_id: 0 },
    ]) {
      const response = await post(customer, '/api/submitParcel', { ...complete, ...receiver });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({
        msg: 'Please complete receiver address',
        errors: { recipient_id: 'Please complete receiver address' },
      });
    }
    const { courier_id: _line, ...withoutLine } = complete;
    expect(body(await post(customer, '/api/submitParcel', withoutLine)).errors).toMatchObject({
      courier_id: 'Please choose a logistics line.',
    });
  });

  it('asks a line into Australia for the EMPP and AQIS acknowledgements', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(customer, 1, { store: 2 });
    const toAustralia = {
      recipient_id: await recipient(customer, AUSTRALIA),
      courier_id: await lineId('CN-AU-EXP'),
    };
    for (const [missing, message] of [
      ['empp', 'Please confirm that you understand the EMPP inspection risk.'],
      ['aqis', 'Please confirm that you understand the AQIS inspection risk.'],
    ] as const) {
      const response = await post(
        customer,
        '/api/submitParcel',
        await submission(customer, parcels, { ...toAustralia, acknowledgements: { ...ALL_ACKS, [missing]: false } }),
      );
      expect(body(response).errors).toEqual({ [`acknowledgements.${missing}`]: message });
    }
    // Taiwan's EZ Way is not asked of a line into Australia.
    const shipped = await post(
      customer,
      '/api/submitParcel',
      await submission(customer, parcels, { ...toAustralia, acknowledgements: { ...ALL_ACKS, ezway: false } }),
    );
    expect(shipped.statusCode).toBe(200);
  });

  it('asks for a remark and a picture when a battery is declared', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(customer);
    const battery = {
      declaration: [{ ...shirt, name: 'LithiumPowerBank', attributes: ['battery'], product_type: 'electronics' }],
    };
    const noRemark = await post(customer, '/api/submitParcel', await submission(customer, parcels, battery));
    expect(body(noRemark).errors).toEqual({ 'battery.remark': 'Please fill in the remarks' });
    const noPicture = await post(
      customer,
      '/api/submitParcel',
      await submission(customer, parcels, { ...battery, battery: { remark: '10000 mAh power bank', files: '' } }),
    );
    expect(body(noPicture).errors).toEqual({ 'battery.files': 'Please select an image' });
    const label = await uploadFile(t.app, customer.headers, SAMPLE_FILES.jpeg);
    const done = await ok<{ battery_images: unknown[] }>(
      await post(
        customer,
        '/api/submitParcel',
        await submission(customer, parcels, { ...battery, battery: { remark: '10000 mAh', files: label.url } }),
      ),
    );
    expect(done.battery_images).toHaveLength(1);
  });

  it('refuses parcels that must wait, parcels of two warehouses, and a line of another route', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const [waiting] = await inStock(customer);
    const services = await ok<{ id: number; code: string }[]>(await get(customer, '/api/extraServiceList'));
    const photo = services.find((service) => service.code === 'photo')?.id;
    await ok(await post(customer, '/api/updateParcel', { id: waiting, extra_services: [{ extra_service_id: photo }] }));
    const held = await post(customer, '/api/submitParcel', await submission(customer, [waiting as number]));
    expect(held.statusCode).toBe(422);
    expect(body(held).msg).toMatch(/has extra services in progress\. It can be submitted once they are done\.$/);

    const [sydney] = await inStock(customer);
    const [shanghai] = await inStock(customer, 1, { store: 2 });
    const mixed = await post(
      customer,
      '/api/submitParcel',
      await submission(customer, [sydney as number, shanghai as number]),
    );
    expect(body(mixed).msg).toBe('Choose parcels from one warehouse at a time.');

    const wrongLine = await post(
      customer,
      '/api/submitParcel',
      await submission(customer, [sydney as number], { courier_id: await lineId('CN-TW-EXP') }),
    );
    expect(body(wrongLine).errors).toEqual({
      courier_id:
        "This line does not go from the parcels' warehouse to the recipient's country. Please choose another line.",
    });
  });

  it("applies the line's limits: a parcel over 20 kg on a Taiwan line, a refused attribute, a declared value over its maximum", async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const [heavy] = await inStock(customer, 1, { weight: 25 });
    const tooHeavy = await post(customer, '/api/submitParcel', await submission(customer, [heavy as number]));
    expect([tooHeavy.statusCode, body(tooHeavy).msg]).toEqual([
      422,
      "A parcel weighs 25 kg, over this line's limit of 20 kg per parcel. Please choose another line.",
    ]);
    const [light] = await inStock(customer);
    const liquid = await post(
      customer,
      '/api/submitParcel',
      await submission(customer, [light as number], {
        declaration: [{ ...shirt, name: 'RoseHandCream', attributes: ['liquid'], product_type: 'cosmetics' }],
      }),
    );
    expect(body(liquid).msg).toBe(
      'The submitted parcels contain items or attributes this line cannot carry (liquid). Please contact us.',
    );
    const expensive = await post(
      customer,
      '/api/submitParcel',
      await submission(customer, [light as number], { declaration: [{ ...shirt, total_amount: '2500' }] }),
    );
    expect(body(expensive)).toMatchObject({
      msg: 'The line is temporarily unavailable',
      data: {
        advice: "The declared value is over this line's maximum of AUD 2000.00. Please change the declared amount.",
      },
    });
  });

  it('adds the handling fee above 30 parcels (AU$1 per parcel beyond the 30th)', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(customer, 32, { weight: 0.2 });
    const waybill = await submit(customer, parcels);
    expect(waybill.fees.service_charge).toBe('2.00');
  });

  it('two submissions of the same parcels at once make one waybill', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(customer, 2);
    const recipientId = await recipient(customer);
    const payload = { ...(await submission(customer, parcels)), recipient_id: recipientId };
    const answers = await Promise.all([
      post(customer, '/api/submitParcel', payload),
      post(customer, '/api/submitParcel', payload),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect(codes[1]).toBeGreaterThanOrEqual(409);
    const list = await ok<{ total: number }>(await get(customer, '/api/shipmentList?page=1&perPage=10&status=all'));
    expect(list.total).toBe(1);
  });
});

describe('the price before committing (quoteSubmission)', () => {
  it('prices the draft exactly as submitParcel then charges it: the same fees, parts named and explained', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(customer, 2);
    const draft = await submission(customer, parcels, {
      insured: true,
      extra_cartons: 2,
      declaration: [{ ...shirt, total_amount: '300' }],
    });
    // The shipper and the acknowledgements move no price: the estimate does not need them yet.
    const { shipper: _shipper, acknowledgements: _acks, ...pricing } = draft;
    const quote = await ok<{
      fees: Record<string, string | boolean>;
      items: Record<string, { name: string; amount: string }[]>;
      weight: Record<string, string>;
      insurance: Record<string, unknown>;
      line: Record<string, unknown>;
      duties: { notes: string[] };
      customer_currency: unknown;
    }>(await post(customer, '/api/quoteSubmission', pricing));
    expect(quote.fees).toMatchObject({ currency: 'AUD', final: false });
    expect(Number(quote.fees.insurance)).toBeGreaterThan(0);
    expect(quote.items.extra).toEqual([{ name: 'Extra cartons × 2', amount: '6.00' }]);
    expect(quote.fees.extra).toBe('6.00');
    expect(quote.weight).toMatchObject({ actual: '3', chargeable: '3', basis: 'actual' });
    expect(quote.insurance).toMatchObject({ insured: true, declared_value: '300.00', percent: 5 });
    expect(quote.line).toMatchObject({ volumetric_divisor: 5000, name: expect.stringContaining('Express') });
    expect(quote.duties.notes.length).toBeGreaterThan(0);
    expect(quote.customer_currency).toBeNull();

    const waybill = await ok<Waybill & { weight: { chargeable: string } }>(
      await post(customer, '/api/submitParcel', draft),
    );
    expect(waybill.fees).toEqual(quote.fees);
    expect(waybill.weight.chargeable).toBe(quote.weight.chargeable);
  });

  it("adds the customer's own currency when it is not the warehouse's, and names the parts in their language", async () => {
    const customer = await registerCustomer(t.app, { currency_id: 5 }, 'cn');
    const parcels = await inStock(customer);
    const {
      shipper: _shipper,
      acknowledgements: _acks,
      ...pricing
    } = await submission(customer, parcels, {
      extra_cartons: 1,
    });
    const quote = await ok<{
      fees: { total: string };
      items: { extra: { name: string }[] };
      customer_currency: { currency: string; total: string; parts: Record<string, string> } | null;
    }>(await post(customer, '/api/quoteSubmission', pricing));
    expect(quote.items.extra.map((item) => item.name)).toEqual(['加箱 × 1']);
    expect(quote.customer_currency?.currency).toBe('TWD');
    expect(Number(quote.customer_currency?.total)).toBeGreaterThan(Number(quote.fees.total));
    expect(Object.keys(quote.customer_currency?.parts ?? {})).toEqual([
      'postage',
      'insurance',
      'extra',
      'service_charge',
      'customs',
      'member_discount',
    ]);
  });

  it('refuses what submitParcel refuses about the price: no line, a line off the route; a stranger gets 404', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(customer);
    const complete = await submission(customer, parcels);
    const { courier_id: _line, ...withoutLine } = complete;
    expect(body(await post(customer, '/api/quoteSubmission', withoutLine)).errors).toMatchObject({
      courier_id: 'Please choose a logistics line.',
    });
    const offRoute = await post(customer, '/api/quoteSubmission', {
      ...complete,
      courier_id: await lineId('CN-AU-EXP'),
    });
    expect(offRoute.statusCode).toBe(400);
    expect(body(offRoute).errors).toHaveProperty('courier_id');
    const stranger = await registerCustomer(t.app, {}, 'en');
    expect(
      (await post(stranger, '/api/quoteSubmission', { ...complete, recipient_id: await recipient(stranger) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/quoteSubmission', payload: complete })).statusCode).toBe(
      401,
    );
  });
});

describe('the unpaid rule (SPEC §4)', () => {
  it('refuses a new waybill at a warehouse while one there waits for payment, naming another warehouse', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const first = await submit(customer, await inStock(customer));
    expect((await pack(first.id)).statusCode).toBe(200);
    const more = await inStock(customer);
    const refused = await post(customer, '/api/submitParcel', await submission(customer, more));
    expect([refused.statusCode, body(refused).msg]).toEqual([
      422,
      'Please complete the payment before creating the new shipment.',
    ]);
    const info = await ok<{ unpaid: string; can_submit: boolean }>(
      await get(customer, `/api/getParcelsInfo?parcel_ids=${more[0]}`),
    );
    expect(info).toMatchObject({
      unpaid: 'Please complete the payment before creating the new shipment.',
      can_submit: false,
    });

    const chinese = await registerCustomer(t.app, {}, 'cn');
    const inChina = await inStock(chinese, 1, { store: 2 });
    const there = await ok<Waybill>(
      await post(
        chinese,
        '/api/submitParcel',
        await submission(chinese, inChina, { courier_id: await lineId('CN-TW-EXP') }),
      ),
    );
    await pack(there.id);
    const again = await post(
      chinese,
      '/api/submitParcel',
      await submission(chinese, await inStock(chinese, 1, { store: 2 }), { courier_id: await lineId('CN-TW-EXP') }),
    );
    expect(body(again).msg).toBe('您在中国仓有未付款的运单，请切换仓库并完成付款');
  });
});

describe('the same receiver twice in a batch', () => {
  it('asks to change the name of a recipient another open waybill already goes to', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    await submit(customer, await inStock(customer));
    const twin = await recipient(customer, { ...TAIWAN, address: '重慶南路一段100號' });
    const refused = await post(
      customer,
      '/api/submitParcel',
      await submission(customer, await inStock(customer), { recipient_id: twin }),
    );
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors).toEqual({ recipient_id: expect.stringContaining('王') });
  });
});

describe('staff packing and the carrier', () => {
  it('packing prices the box (final) and asks for payment; illegal moves are refused', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const waybill = await submit(customer, await inStock(customer, 2));
    // A camera photo of the box: the customer is shown a phone-sized copy.
    const photo = (await uploadFile(t.app, staff, await samplePng(2250, 1500), { url: '/ops/upload' })).id;
    const early = await ops(`/ops/waybills/${waybill.id}/status`, { status: 'in_transit', tracking: 'SF1' });
    expect(body(early).msg).toBe('This shipment cannot go from "Submitted" to "In transit".');

    const packed = await pack(waybill.id, {
      weight: 4.2,
      length: 50,
      width: 40,
      height: 30,
      photos: [photo],
      note: 'Two parcels in one box',
    });
    expect(body<{ status: string; fees: { final: boolean; postage: string } }>(packed).data).toMatchObject({
      status: 'pay_now',
      fees: { final: true },
    });
    const detail = await ok<Waybill & { packing_images: { url: string }[]; weight: Json; notes: Json[]; fees: Json }>(
      await get(customer, `/api/shipmentDetail/${waybill.id}`),
    );
    expect(detail).toMatchObject({
      status: 'pay_now',
      status_name: 'Unpaid',
      weight: { packed: '4.2', chargeable: '12' },
    });
    expect(Number(detail.fees.postage)).toBeGreaterThan(Number(waybill.fees.postage));
    // The quote at submission stays beside the final figures, with why packing moved them.
    expect(detail.weight).toMatchObject({ quoted: '3', quoted_total: waybill.fees.total });
    expect(detail.weight.change).toBe(
      'Packing changed the weight: the packed box weighs 4.2 kg and its size counts as 12 kg (÷ 5000), so it is charged 12 kg instead of the quoted 3 kg.',
    );
    expect(detail.packing_images).toHaveLength(1);
    const shown = await t.app.inject({ url: detail.packing_images[0]?.url ?? '' });
    expect(detail.packing_images[0]?.url).not.toContain(photo);
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: PHONE_IMAGE_WIDTH,
      height: 500,
    });
    expect(detail.notes).toMatchObject([{ label: 'admin', content: 'Two parcels in one box' }]);
    expect((await pack(waybill.id)).statusCode).toBe(422);
  });

  it('after payment: in transit with the carrier number, then sorting, collecting, and receipt confirmed by the customer', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(customer);
    const waybill = await submit(customer, parcels);
    await pack(waybill.id);
    await paid(waybill.id);
    const noNumber = await ops(`/ops/waybills/${waybill.id}/status`, { status: 'in_transit' });
    expect(body(noNumber).errors).toEqual({ tracking: 'Please give the carrier tracking number.' });
    expect(
      (await ops(`/ops/waybills/${waybill.id}/status`, { status: 'in_transit', tracking: 'TCAT123456' })).statusCode,
    ).toBe(200);
    const parcel = await ok<{ status: number }>(await get(customer, `/api/parcelDetail/${parcels[0]}`));
    expect(parcel.status).toBe(30);
    expect((await ops(`/ops/waybills/${waybill.id}/status`, { status: 'sorting' })).statusCode).toBe(200);
    // The carrier's photo of the parcel at the collection point: the customer sees a phone-sized copy.
    const proof = (await uploadFile(t.app, staff, await samplePng(3000, 1000), { url: '/ops/upload' })).id;
    expect(
      (await ops(`/ops/waybills/${waybill.id}/status`, { status: 'collecting', photos: [proof] })).statusCode,
    ).toBe(200);
    const collecting = await ok<{ delivery_proof: { url: string }[] }>(
      await get(customer, `/api/shipmentDetail/${waybill.id}`),
    );
    expect(collecting.delivery_proof).toHaveLength(1);
    expect(collecting.delivery_proof[0]?.url).not.toContain(proof);
    const shown = await t.app.inject({ url: collecting.delivery_proof[0]?.url ?? '' });
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: PHONE_IMAGE_WIDTH,
      height: 250,
    });
    const confirmed = await ok<Waybill>(
      await post(customer, '/api/clientConfirmShipment', { shipment_id: waybill.id }),
    );
    expect(confirmed.status).toBe('delivered');
    expect(confirmed.tracking.map((event) => event.kind)).toEqual([
      'submitted',
      'packed',
      'paid',
      'in_transit',
      'sorting',
      'collecting',
      'receipt_confirmed',
    ]);
    expect(confirmed.tracking[3]?.text).toBe('Handed to the carrier, tracking number TCAT123456');
    expect((await ok<{ status: number }>(await get(customer, `/api/parcelDetail/${parcels[0]}`))).status).toBe(40);
    const twice = await post(customer, '/api/clientConfirmShipment', { shipment_id: waybill.id });
    expect(twice.statusCode).toBe(422);
  });
});

describe('cancelling (SPEC §4)', () => {
  it('puts the parcels back in stock; refused once paid, and after a combined box', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(customer, 2);
    const waybill = await submit(customer, parcels);
    const cancelled = await ok<Waybill>(
      await t.app.inject({ method: 'DELETE', url: `/api/delShipment/${waybill.id}`, headers: customer.headers }),
    );
    expect(cancelled.status).toBe('cancelled');
    const parcel = await ok<{ status: number; shipment: unknown }>(
      await get(customer, `/api/parcelDetail/${parcels[0]}`),
    );
    expect(parcel).toMatchObject({ status: 10, shipment: null });

    const again = await submit(customer, parcels);
    await pack(again.id);
    await paid(again.id);
    const late = await t.app.inject({
      method: 'DELETE',
      url: `/api/delShipment/${again.id}`,
      headers: customer.headers,
    });
    expect([late.statusCode, body(late).msg]).toEqual([422, 'This shipment can no longer be cancelled.']);

    const other = await registerCustomer(t.app, {}, 'en');
    const services = await ok<{ id: number; code: string }[]>(await get(other, '/api/allExtraServiceList'));
    const combined = services.find((service) => service.code === 'combined_box')?.id;
    const boxed = await submit(other, await inStock(other, 2), { extra_services: [{ extra_service_id: combined }] });
    await pack(boxed.id);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/delShipment/${boxed.id}`,
      headers: other.headers,
    });
    expect(body(refused).msg).toBe(
      'The parcels of this shipment are already packed together in one box, so it can no longer be cancelled or unboxed.',
    );
  });
});

describe('the last mile and the delivery upgrade', () => {
  it('a self-pickup line offers no door delivery: pickup points instead, or an irreversible upgrade to a delivery courier', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const waybill = await submit(customer, await inStock(customer), { courier_id: await lineId('AU-TW-SEA') });
    const door = await post(customer, '/api/calcShipmentEndDelivery', { shipment_id: waybill.id });
    expect([door.statusCode, body(door).msg]).toEqual([
      422,
      'Door delivery is not available for this shipment. Please choose a pickup point.',
    ]);
    const agents = await ok<{ id: number; name: string; fee: string }[]>(
      await post(customer, `/api/getAvailableAgents/${waybill.id}`, {}),
    );
    expect(agents.length).toBeGreaterThan(0);
    const chosen = await ok<{ last_mile: { method: string; agent: { id: number } } }>(
      await post(customer, '/api/selectAgentForShipment', { shipment_id: waybill.id, agent_id: agents[0]?.id }),
    );
    expect(chosen.last_mile).toMatchObject({ method: 'pickup_point', agent: { id: agents[0]?.id } });

    const upgraded = await ok<{
      line: { delivery_method: string };
      delivery_upgraded: boolean;
      tracking: { kind: string }[];
    }>(await post(customer, '/api/switchToDeliveryCourier', { shipment_id: waybill.id }));
    expect(upgraded).toMatchObject({ line: { delivery_method: 'door' }, delivery_upgraded: true });
    const twice = await post(customer, '/api/switchToDeliveryCourier', { shipment_id: waybill.id });
    expect(body(twice).msg).toBe('This shipment already goes by a delivery courier.');

    const quote = await ok<{ available: boolean; fee: string; currency: string }>(
      await post(customer, '/api/calcShipmentEndDelivery', { shipment_id: waybill.id, currencyType: 'TWD' }),
    );
    expect(quote).toMatchObject({ available: true, currency: 'TWD' });
    const delivered = await ok<{ last_mile: { method: string }; fees: { delivery: string } }>(
      await post(customer, '/api/selectEndDeliveryForShipment', { shipment_id: waybill.id }),
    );
    expect(delivered.last_mile.method).toBe('door');
    expect(Number(delivered.fees.delivery)).toBeGreaterThan(0);
  });

  it('priority handling toggles until packing', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const waybill = await submit(customer, await inStock(customer));
    expect(
      (
        await ok<{ priority: boolean }>(
          await post(customer, '/api/togglePriorityHandleShipment', { shipment_id: waybill.id }),
        )
      ).priority,
    ).toBe(true);
    expect(
      (
        await ok<{ priority: boolean }>(
          await post(customer, '/api/togglePriorityHandleShipment', { shipment_id: waybill.id }),
        )
      ).priority,
    ).toBe(false);
    await pack(waybill.id);
    const closed = await post(customer, '/api/togglePriorityHandleShipment', { shipment_id: waybill.id });
    expect(body(closed).msg).toBe('Priority handling can only change before the shipment is packed.');
  });
});

describe('customs authorisation near AU$1000 (SPEC §4 sign document)', () => {
  it('waiting for audit → waiting for signature (mailed) → review success → approved → completed when it leaves', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const waybill = await submit(customer, await inStock(customer), {
      declaration: [{ ...shirt, total_amount: '950' }],
    });
    expect(waybill.sign_document).toMatchObject({ required: true, status: null });
    const info = {
      shipment_id: waybill.id,
      importer_name: 'Wang Xiaoming',
      id_number: 'A123456789',
      email: 'importer@example.com',
    };
    const posted = await ok<Waybill>(await post(customer, '/api/postSignDocInfo', info));
    expect(posted.sign_document).toMatchObject({ status: 'waiting_audit', status_name: 'Waiting for audit' });
    const early = await post(customer, '/api/sendSignDocument', {
      shipment_id: waybill.id,
      signature: 'Wang Xiaoming',
      agree: true,
    });
    expect(body(early).msg).toBe('The authorisation is not waiting for this: it is Waiting for audit.');

    const documentId = posted.sign_document.id as number;
    expect((await ops(`/ops/sign-documents/${documentId}/review`, { decision: 'approve' })).statusCode).toBe(200);
    const [mail] = await mailbox(t.app, 'importer@example.com');
    expect(mail?.body).toContain(waybill.shipment_id);
    const signed = await ok<Waybill>(
      await post(customer, '/api/sendSignDocument', {
        shipment_id: waybill.id,
        signature: 'Wang Xiaoming',
        agree: true,
      }),
    );
    expect(signed.sign_document.status).toBe('review_success');

    await pack(waybill.id);
    await paid(waybill.id);
    const blocked = await ops(`/ops/waybills/${waybill.id}/status`, { status: 'in_transit', tracking: 'TW1' });
    expect(body(blocked).msg).toBe('The customs authorisation must be approved before this shipment can leave.');
    expect((await ops(`/ops/sign-documents/${documentId}/review`, { decision: 'approve' })).statusCode).toBe(200);
    expect(
      (await ops(`/ops/waybills/${waybill.id}/status`, { status: 'in_transit', tracking: 'TW1' })).statusCode,
    ).toBe(200);
    const done = await ok<Waybill>(await get(customer, `/api/shipmentDetail/${waybill.id}`));
    expect(done.sign_document.status).toBe('completed');
  });

  it('a low declared value needs none; a rejection says why and the details can be sent again', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const small = await submit(customer, await inStock(customer));
    const needless = await post(customer, '/api/postSignDocInfo', {
      shipment_id: small.id,
      importer_name: 'A',
      id_number: 'A1234',
      email: 'a@example.com',
    });
    expect(body(needless).msg).toBe('This shipment does not need a customs authorisation.');

    const other = await registerCustomer(t.app, {}, 'en');
    const big = await submit(other, await inStock(other), { declaration: [{ ...shirt, total_amount: '1500' }] });
    const info = { shipment_id: big.id, importer_name: 'Wang', id_number: 'A123456789', email: 'wang@example.com' };
    const posted = await ok<Waybill>(await post(other, '/api/postSignDocInfo', info));
    await ops(`/ops/sign-documents/${posted.sign_document.id}/review`, {
      decision: 'reject',
      reason: 'ID number unreadable',
    });
    const rejected = await ok<Waybill>(await get(other, `/api/shipmentDetail/${big.id}`));
    expect(rejected.sign_document).toMatchObject({ status: 'rejected', reason: 'ID number unreadable' });
    const resent = await ok<Waybill>(await post(other, '/api/postSignDocInfo', info));
    expect(resent.sign_document.status).toBe('waiting_audit');
  });
});

describe('lists, counts and the smaller calls', () => {
  it('filters, counts, searches; Home counts; tabs', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const pending = await submit(customer, await inStock(customer));
    const secondRecipient = await recipient(customer, {
      ...TAIWAN,
      first_name: '美',
      last_name: '林',
      address: '中山路1號',
    });
    const packed = await submit(customer, await inStock(customer), { recipient_id: secondRecipient });
    await pack(packed.id);
    const list = await ok<{ list: { id: number }[]; total: number; counts: Record<string, number> }>(
      await get(customer, '/api/shipmentList?page=1&perPage=10&status=pay_now'),
    );
    expect(list.list.map((row) => row.id)).toEqual([packed.id]);
    expect(list.counts).toMatchObject({ all: 2, pay_now: 1, pending: 1, paid: 0 });
    const byNumber = await ok<{ list: { id: number }[] }>(
      await get(customer, `/api/shipmentList?status=all&keyword=${pending.shipment_id}`),
    );
    expect(byNumber.list.map((row) => row.id)).toEqual([pending.id]);
    const byName = await ok<{ list: { id: number }[] }>(
      await get(customer, `/api/shipmentList?status=all&keyword=${encodeURIComponent('林')}`),
    );
    expect(byName.list.map((row) => row.id)).toEqual([packed.id]);
    expect(await ok(await get(customer, '/api/shipmentStatusCount'))).toEqual({
      processing: 1,
      unpaid: 1,
      paid: 0,
      transit: 0,
      collecting: 0,
    });
    const tabs = await ok<{ key: string; count: number }[]>(await get(customer, '/api/getShipmentTabs'));
    expect(tabs.find((tab) => tab.key === 'pending')?.count).toBe(1);
  });

  it('notes with files, declaration files, related parcels, shipper address and app links', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(customer, 2);
    const waybill = await submit(customer, parcels);
    const picture = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png);
    const noted = await ok<{ notes: { content: string; files: unknown[] }[]; remark: string }>(
      await post(customer, `/api/updateShipment/${waybill.id}`, {
        remark: 'Fragile',
        comment: 'Please keep the boxes dry',
        files: picture.url,
      }),
    );
    expect(noted).toMatchObject({ remark: 'Fragile', notes: [{ content: 'Please keep the boxes dry' }] });
    expect(await ok(await get(customer, `/api/runSyncShipmentCommentImage/${waybill.id}`))).toHaveLength(1);
    const receipt = await uploadFile(t.app, customer.headers, SAMPLE_FILES.pdf);
    const declared = await ok<{ declaration_files: { mime: string }[] }>(
      await post(customer, '/api/uploadShipmentDeclareFile', { shipment_id: waybill.id, files: receipt.url }),
    );
    expect(declared.declaration_files).toMatchObject([{ mime: 'application/pdf' }]);
    const related = await ok<{ id: number }[]>(await get(customer, `/api/getRelaParcels/${waybill.id}`));
    expect(related.map((parcel) => parcel.id).sort()).toEqual([...parcels].sort());
    const shipper = await ok(await post(customer, '/api/setShipperAddress', { ...SHIPPER, sender_name: 'Lin Mei' }));
    expect(shipper).toMatchObject({ sender_name: 'Lin Mei' });
    const link = await ok<{ url: string }>(
      await get(customer, `/generateUrlSchema?path=/pages/waybill/detail&query=id=${waybill.id}`),
    );
    expect(link.url).toMatch(new RegExp(`/#/pages/waybill/detail\\?id=${waybill.id}$`));
    expect((await get(customer, '/generateUrlSchema?path=javascript:alert(1)')).statusCode).toBe(400);
  });
});

describe('every waybill endpoint keeps customers apart', () => {
  it('answers 404 to another customer for each waybill id, and lists only the caller’s', async () => {
    const owner = await registerCustomer(t.app, {}, 'en');
    const stranger = await registerCustomer(t.app, {}, 'en');
    const parcels = await inStock(owner);
    const waybill = await submit(owner, parcels, { declaration: [{ ...shirt, total_amount: '950' }] });
    const id = waybill.id;
    const attempts: [string, Response][] = [
      ['getParcelsInfo', await get(stranger, `/api/getParcelsInfo?parcel_ids=${parcels[0]}`)],
      ['submitParcel', await post(stranger, '/api/submitParcel', { ...(await submission(stranger, parcels)) })],
      ['shipmentDetail', await get(stranger, `/api/shipmentDetail/${id}`)],
      ['updateShipment', await post(stranger, `/api/updateShipment/${id}`, { remark: 'x' })],
      [
        'delShipment',
        await t.app.inject({ method: 'DELETE', url: `/api/delShipment/${id}`, headers: stranger.headers }),
      ],
      ['clientConfirmShipment', await post(stranger, '/api/clientConfirmShipment', { shipment_id: id })],
      ['switchToDeliveryCourier', await post(stranger, '/api/switchToDeliveryCourier', { shipment_id: id })],
      ['togglePriorityHandleShipment', await post(stranger, '/api/togglePriorityHandleShipment', { shipment_id: id })],
      ['calcShipmentEndDelivery', await post(stranger, '/api/calcShipmentEndDelivery', { shipment_id: id })],
      ['getAvailableAgents', await post(stranger, `/api/getAvailableAgents/${id}`, {})],
      ['selectEndDeliveryForShipment', await post(stranger, '/api/selectEndDeliveryForShipment', { shipment_id: id })],
      ['selectAgentForShipment', await post(stranger, '/api/selectAgentForShipment', { shipment_id: id, agent_id: 1 })],
      [
        'uploadShipmentDeclareFile',
        await post(stranger, '/api/uploadShipmentDeclareFile', { shipment_id: id, files: 'x' }),
      ],
      ['getRelaParcels', await get(stranger, `/api/getRelaParcels/${id}`)],
      ['runSyncShipmentCommentImage', await get(stranger, `/api/runSyncShipmentCommentImage/${id}`)],
      [
        'postSignDocInfo',
        await post(stranger, '/api/postSignDocInfo', {
          shipment_id: id,
          importer_name: 'A',
          id_number: 'A1234',
          email: 'a@example.com',
        }),
      ],
      [
        'sendSignDocument',
        await post(stranger, '/api/sendSignDocument', { shipment_id: id, signature: 'A B', agree: true }),
      ],
    ];
    for (const [name, response] of attempts) expect(response.statusCode, name).toBe(404);
    expect((await ok<{ total: number }>(await get(stranger, '/api/shipmentList?status=all'))).total).toBe(0);
    expect(await ok(await get(stranger, '/api/shipmentStatusCount'))).toEqual({
      processing: 0,
      unpaid: 0,
      paid: 0,
      transit: 0,
      collecting: 0,
    });
    const still = await ok<Waybill>(await get(owner, `/api/shipmentDetail/${id}`));
    expect(still).toMatchObject({ status: 'pending', sign_document: { status: null } });
  });

  it('answers 401 without a login, and 403 to a customer on the staff side', async () => {
    for (const url of [
      '/api/shipmentList',
      '/api/shipmentStatusCount',
      '/api/getShipmentTabs',
      '/api/shipmentDetail/1',
      '/api/getShipperAddress',
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/submitParcel', payload: {} })).statusCode).toBe(401);
    const customer = await registerCustomer(t.app, {}, 'en');
    expect(
      (await post(customer, '/ops/waybills/1/pack', { weight: 1, length: 1, width: 1, height: 1 })).statusCode,
    ).toBe(403);
  });
});
