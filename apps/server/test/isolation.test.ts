import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markWaybillPaid } from '../src/modules/waybills/moves.js';
import {
  body,
  createTestApp,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';
import { documentedOperations, operationName } from './support/openapi.js';
import { shirt, TAIWAN, waybillFixtures } from './support/waybills.js';

/**
 * A second customer tries every `{id}` operation of the public API on the first customer's objects. Each
 * answers not found and shows nothing of them, and the objects are unchanged afterwards. The table below
 * is checked against the OpenAPI document: a new `{id}` route without a row fails this file.
 */

/** The first customer's objects, built through the API. */
interface Owned {
  parcel: number;
  preAlert: number;
  waybill: number;
  recipient: number;
  comment: number;
  transaction: number;
  file: { id: string; url: string };
  share: number;
  preShipment: number;
  membership: number;
  /** A claim on a delivered shipment, and that shipment. */
  claim: number;
  claimedWaybill: number;
}

type Attempt = (owned: Owned, stranger: Stranger) => InjectOptions;
interface Stranger {
  /** A file link the second customer was given for their own upload. */
  fileUrl: string;
}

/** Operations whose path id names something of one customer's. */
const OWNED: Record<string, Attempt> = {
  'GET /api/parcelDetail/{id}': (o) => ({ url: `/api/parcelDetail/${o.parcel}` }),
  'GET /api/runSyncParcelImage/{id}': (o) => ({ url: `/api/runSyncParcelImage/${o.parcel}` }),
  'GET /api/preParcelDetail/{id}': (o) => ({ url: `/api/preParcelDetail/${o.preAlert}` }),
  'GET /api/showPreShipment/{id}': (o) => ({ url: `/api/showPreShipment/${o.preShipment}` }),
  'GET /api/deleteAgentShipment/{id}': (o) => ({ url: `/api/deleteAgentShipment/${o.preShipment}` }),
  'POST /api/updatePreParcel/{id}': (o) => ({
    method: 'POST',
    url: `/api/updatePreParcel/${o.preAlert}`,
    payload: { tracking_number: 'TAKEOVER2026', store_id: 1, items: [shirt], remark: 'taken over' },
  }),
  'GET /api/deletePreParcel/{id}': (o) => ({ url: `/api/deletePreParcel/${o.preAlert}` }),
  'POST /api/updateComment/{id}': (o) => ({
    method: 'POST',
    url: `/api/updateComment/${o.comment}`,
    payload: { content: 'overwritten' },
  }),
  'GET /api/shipmentDetail/{id}': (o) => ({ url: `/api/shipmentDetail/${o.waybill}` }),
  'POST /api/updateShipment/{id}': (o) => ({
    method: 'POST',
    url: `/api/updateShipment/${o.waybill}`,
    payload: { remark: 'taken over' },
  }),
  'DELETE /api/delShipment/{id}': (o) => ({ method: 'DELETE', url: `/api/delShipment/${o.waybill}` }),
  'POST /api/getAvailableAgents/{id}': (o) => ({ method: 'POST', url: `/api/getAvailableAgents/${o.waybill}` }),
  'GET /api/getRelaParcels/{id}': (o) => ({ url: `/api/getRelaParcels/${o.waybill}` }),
  'GET /api/runSyncShipmentCommentImage/{id}': (o) => ({ url: `/api/runSyncShipmentCommentImage/${o.waybill}` }),
  'GET /api/getInvoice/{id}': (o) => ({ url: `/api/getInvoice/${o.waybill}` }),
  'GET /api/recipentDetail/{id}': (o) => ({ url: `/api/recipentDetail/${o.recipient}` }),
  'POST /api/updateRecipent/{id}': (o) => ({
    method: 'POST',
    url: `/api/updateRecipent/${o.recipient}`,
    payload: { ...TAIWAN, first_name: '大明' },
  }),
  'DELETE /api/delRecipent/{id}': (o) => ({ method: 'DELETE', url: `/api/delRecipent/${o.recipient}` }),
  'GET /api/transactionDetail/{id}': (o) => ({ url: `/api/transactionDetail/${o.transaction}` }),
  'DELETE /api/traceShare/{id}': (o) => ({ method: 'DELETE', url: `/api/traceShare/${o.share}` }),
  'GET /api/shipmentClaimTerms/{id}': (o) => ({ url: `/api/shipmentClaimTerms/${o.claimedWaybill}` }),
  'GET /api/shipmentClaims/{id}': (o) => ({ url: `/api/shipmentClaims/${o.claim}` }),
  'POST /api/shipmentClaims/{id}/information': (o) => ({
    method: 'POST',
    url: `/api/shipmentClaims/${o.claim}/information`,
    payload: { text: 'taken over' },
  }),
  // Files are read through signed links: the stranger's own valid signature does not open another file.
  'GET /api/incrementMemberCardClick/{id}': (o) => ({ url: `/api/incrementMemberCardClick/${o.membership}` }),
  'GET /files/{id}': (o, s) => ({ url: s.fileUrl.replace(/\/files\/[^?]+/, `/files/${o.file.id}`) }),
};

/** Operations with a path parameter that is not one customer's (and why), or that only staff reach. */
const NOT_OWNED: Record<string, string> = {
  'GET /api/availableCountry/{id}': 'a warehouse id: reference data, the same for everyone',
  'GET /api/incrementChargeClick/{id}': 'a top-up offer id: public offers',
  'GET /api/incrementMemberClick/{id}': 'a membership plan id: public offers',
  'GET /api/getPaymentTypeByCurrency/{type}': 'a currency: reference data',
  'POST /api/payments/notify/{provider}': "a provider's signed webhook, not a customer call",
  'POST /api/tracking/notify/{carrier}': "a carrier's signed webhook, not a customer call",
  'GET /api/traceShareDetail/{key}': "a share link's key: public by design, opens the owner's masked journey",
  'GET /api/traceCard/{key}': "a share link's key: the share page's image",
  'GET /api/helpCenterCollectionsDetail/{id}': 'a help collection: published content, the same for everyone',
  'GET /api/helpCenterArticleDetail/{id}': 'a help article: published content (the feedback shown is the caller’s own)',
  'GET /api/noticeDetail/{id}': 'a notice: published content',
  'GET /api/warehouseNewsDetail/{id}': 'warehouse news: published content',
  'POST /api/incrementAdvClick/{id}': 'a banner: counts the caller’s own tap',
  'POST /api/incrementFlashNewsClick/{id}': 'flash news: counts the caller’s own tap',
  'POST /api/helpCenterArticleFeedback/{id}': 'a help article: stores the caller’s own answer',
  'POST /api/receiveCoupon/{id}': 'a coupon offer: offered to every customer, claimed for the caller',
};
const STAFF_ONLY = /^[A-Z]+ \/ops\//;

/** The not-found sentence of each operation: the general one, unless SPEC §8 names its own. */
const NOT_FOUND = 'We could not find what you asked for.';
const OWN_NOT_FOUND: Record<string, string> = { 'GET /api/transactionDetail/{id}': 'No Transaction Data Found' };

let t: TestApp;
let staff: { authorization: string };
let owner: TestCustomer;
let stranger: TestCustomer;
let owned: Owned;
let strangerFile: { id: string; url: string };
const fixtures = waybillFixtures(() => ({ t, staff }));
const call = (customer: TestCustomer, request: InjectOptions) =>
  t.app.inject({ ...request, headers: { ...customer.headers, lang: 'en' } });

/** Strings only the first customer's objects contain: none may appear in an answer to the stranger. */
const SECRETS = ['Owner-only comment', '重慶南路一段122號', 'A123456789', 'transfer.png', 'Mei Lin'];

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
  owner = await registerCustomer(t.app, {}, 'en');
  stranger = await registerCustomer(t.app, {}, 'en');

  const [parcel, packed, delivered] = await fixtures.inStock(owner, 3);
  const preAlert = (
    await fixtures.ok<{ id: number }>(
      await fixtures.post(owner, '/api/insertPreParcel', {
        tracking_number: fixtures.tracking(),
        store_id: 1,
        items: [shirt],
      }),
    )
  ).id;
  const recipient = await fixtures.recipient(owner, TAIWAN);
  const waybill = (await fixtures.submit(owner, [packed as number])).id;
  const comment = (
    await fixtures.ok<{ id: number }>(
      await fixtures.post(owner, '/api/insertComment', { parcel_id: parcel, content: 'Owner-only comment' }),
    )
  ).id;
  const file = await uploadFile(t.app, owner.headers, SAMPLE_FILES.png, {
    purpose: 'bank_proof',
    filename: 'transfer.png',
  });
  const topUp = await fixtures.ok<{ top_up: { id: number } }>(
    await fixtures.post(owner, '/api/chargeActionNew', {
      amount: '50',
      currency: 'AUD',
      method: 'bank_transfer',
      agree: true,
      proof: file.url,
    }),
  );
  await fixtures.ok(
    await t.app.inject({
      method: 'POST',
      url: `/ops/top-ups/${topUp.top_up.id}/review`,
      headers: staff,
      payload: { approve: true },
    }),
  );
  const ledger = await fixtures.ok<{ list: { id: number }[] }>(
    await fixtures.get(owner, '/api/balanceTransactionList'),
  );
  // A month's membership bought from that balance: its card is the owner's.
  const plan = await fixtures.ok<{ id: number }>(
    await t.app.inject({
      method: 'POST',
      url: '/ops/membership-plans',
      headers: staff,
      payload: {
        name_en: 'Gold monthly',
        name_cn: '黄金月卡',
        name_tw: '黃金月卡',
        currency: 'AUD',
        price: '10',
        period: 'month',
        freight_discount_percent: 10,
      },
    }),
  );
  const membership = await fixtures.ok<{ purchase: { id: number } }>(
    await fixtures.post(owner, '/api/memberPurchaseAction', { plan_id: plan.id, method: 'balance', agree: true }),
  );
  // A second shipment, to someone else, delivered with a broken item: the owner's claim on it.
  const claimedWaybill = (
    await fixtures.submit(owner, [delivered as number], {
      recipient_id: await fixtures.recipient(owner, { ...TAIWAN, first_name: '大同', last_name: '李' }),
    })
  ).id;
  expect((await fixtures.pack(claimedWaybill)).statusCode).toBe(200);
  await t.app.ctx.db.transaction((tx) => markWaybillPaid(tx, claimedWaybill, t.clock.now()));
  await fixtures.ok(
    await fixtures.ops(`/ops/waybills/${claimedWaybill}/status`, { status: 'in_transit', tracking: 'CXISOLATION1' }),
  );
  await fixtures.ok(await fixtures.ops(`/ops/waybills/${claimedWaybill}/status`, { status: 'delivered' }));
  const evidence = await uploadFile(t.app, owner.headers, SAMPLE_FILES.jpeg, { purpose: 'claim_evidence' });
  const claim = await fixtures.ok<{ id: number }>(
    await fixtures.post(owner, '/api/shipmentClaims', {
      shipment_id: claimedWaybill,
      reason: 'damaged',
      description: 'Owner-only comment',
      items: [{ index: 0, quantity: 1 }],
      photos: [evidence.url],
    }),
  );
  owned = {
    claim: claim.id,
    claimedWaybill,
    membership: membership.purchase.id,
    parcel: parcel as number,
    preAlert,
    waybill,
    recipient,
    comment,
    transaction: ledger.list[0]?.id as number,
    file,
    share: (await fixtures.ok<{ id: number }>(await fixtures.post(owner, '/api/traceShare', { shipment_id: waybill })))
      .id,
    preShipment: (
      await fixtures.ok<{ id: number }>(
        await fixtures.post(owner, '/api/createOrUpdatePreShipment', {
          store_id: 1,
          recipient_id: recipient,
          tracking_numbers: [fixtures.tracking()],
          items: [shirt],
          contents: 'Owner-only comment',
          flammable_confirmed: true,
          delivery_way: 'drop_off',
          submit: false,
        }),
      )
    ).id,
  };
  strangerFile = await uploadFile(t.app, stranger.headers, SAMPLE_FILES.png);
});

afterAll(() => t.app.close());

describe('a second customer and the first customer’s ids', () => {
  it('every {id} operation of the OpenAPI document has a row here', async () => {
    const withPathId = (await documentedOperations(t.app))
      .filter((operation) => operation.path.includes('{'))
      .map(operationName)
      .filter((name) => !STAFF_ONLY.test(name));
    const covered = [...Object.keys(OWNED), ...Object.keys(NOT_OWNED)];
    expect(withPathId.sort()).toEqual(covered.sort());
  });

  it('the first customer reaches each of their objects (so the ids below are real)', async () => {
    for (const url of [
      `/api/parcelDetail/${owned.parcel}`,
      `/api/preParcelDetail/${owned.preAlert}`,
      `/api/shipmentDetail/${owned.waybill}`,
      `/api/recipentDetail/${owned.recipient}`,
      `/api/transactionDetail/${owned.transaction}`,
      `/api/shipmentClaims/${owned.claim}`,
      `/api/shipmentClaimTerms/${owned.claimedWaybill}`,
    ]) {
      expect((await call(owner, { url })).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ url: owned.file.url })).statusCode).toBe(200);
  });

  it.each(Object.entries(OWNED))('%s answers not found and reveals nothing', async (name, attempt) => {
    const response = await call(stranger, attempt(owned, { fileUrl: strangerFile.url }));
    expect(response.statusCode, response.body).toBe(404);
    expect(body(response).msg).toBe(OWN_NOT_FOUND[name] ?? NOT_FOUND);
    expect(body(response).data).toBeUndefined();
    for (const secret of SECRETS) expect(response.body).not.toContain(secret);
  });

  it('left every object of the first customer as it was', async () => {
    const parcel = await fixtures.ok<Record<string, unknown>>(
      await call(owner, { url: `/api/parcelDetail/${owned.parcel}` }),
    );
    expect(JSON.stringify(parcel)).toContain('Owner-only comment');
    expect(JSON.stringify(parcel)).not.toContain('overwritten');
    const preAlert = await fixtures.ok<Record<string, unknown>>(
      await call(owner, { url: `/api/preParcelDetail/${owned.preAlert}` }),
    );
    expect(JSON.stringify(preAlert)).not.toContain('taken over');
    const waybill = await fixtures.ok<Record<string, unknown>>(
      await call(owner, { url: `/api/shipmentDetail/${owned.waybill}` }),
    );
    expect(JSON.stringify(waybill)).not.toContain('taken over');
    const recipient = await fixtures.ok<Record<string, unknown>>(
      await call(owner, { url: `/api/recipentDetail/${owned.recipient}` }),
    );
    expect(recipient).toMatchObject({ first_name: TAIWAN.first_name });
    expect((await call(owner, { url: `/api/showPreShipment/${owned.preShipment}` })).statusCode).toBe(200);
    const claim = await fixtures.ok<{ status: string; timeline: unknown[] }>(
      await call(owner, { url: `/api/shipmentClaims/${owned.claim}` }),
    );
    expect(claim).toMatchObject({ status: 'under_review', timeline: [{ kind: 'filed' }] });
  });

  it('a customer reaches no staff {id} operation', async () => {
    // The staff operations the public document lists, and these in case they move to a document of their own.
    const known = ['POST /ops/waybills/{id}/pack', 'POST /ops/top-ups/{id}/review', 'POST /ops/customers/{id}/points'];
    const documented = (await documentedOperations(t.app))
      .map(operationName)
      .filter((name) => name.includes('{') && STAFF_ONLY.test(name));
    for (const name of new Set([...known, ...documented])) {
      const [method, path] = name.split(' ') as [InjectOptions['method'], string];
      const response = await call(stranger, { method, url: path.replace(/\{[^}]+\}/g, '1'), payload: {} });
      expect(response.statusCode, name).toBe(403);
    }
  });
});
