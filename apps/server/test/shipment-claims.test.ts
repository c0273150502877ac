import { randomUUID } from 'node:crypto';
import {
  addWorkingDays,
  claimCompensation,
  formatMajor,
  HOLIDAY_CALENDARS,
  parseMajor,
  type ShipmentClaimDetail,
  type ShipmentClaimTerms,
  type StaffClaimRow,
  type StaffDashboard,
} from '@parcelway/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, staffAuditLog } from '../src/db/schema/index.js';
import { creditBalance } from '../src/modules/payments/index.js';
import { escalateOverdueClaims } from '../src/modules/shipment-claims/escalation.js';
import { noticeOpenLossClaims } from '../src/modules/shipment-claims/loss-notices.js';
import {
  body,
  createTestApp,
  DAY,
  mailbox,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';
import { waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

const { get, post, ops, ok, inStock, submit, pack } = waybillFixtures(() => ({ t, staff }));
const SYDNEY = HOLIDAY_CALENDARS.AU;

/** Moves the clock on: sessions lapse meanwhile, so staff and the customers named sign in again. */
async function later(milliseconds: number, ...customers: TestCustomer[]) {
  t.clock.advance(milliseconds);
  staff = await staffHeaders(t.app);
  for (const customer of customers) {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: customer.email, password: customer.password },
    });
    customer.token = body<{ access_token: string }>(login).data.access_token;
    customer.headers.authorization = `Bearer ${customer.token}`;
  }
}

const staffCall = (url: string, payload: unknown = {}, headers = staff) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, lang: 'en' }, payload: payload as object });
const inEnglish = (customer: TestCustomer) => ({ ...customer, headers: { ...customer.headers, lang: 'en' } });

/** An insured waybill of a new customer, paid from the balance and handed to the carrier. */
async function shippedInsured(customer?: TestCustomer) {
  const owner = customer ?? (await registerCustomer(t.app, {}, 'en'));
  const waybill = await submit(owner, await inStock(owner), { insured: true });
  expect((await pack(waybill.id)).statusCode).toBe(200);
  const { payable } = await ok<{ payable: string }>(
    await get(owner, `/api/getPayView?shipmentId=${waybill.id}&currency=AUD`),
  );
  await t.app.ctx.db.transaction((tx) => creditBalance(tx, owner.id, 'top_up', parseMajor(payable, 'AUD')));
  await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/balancePay',
      headers: { ...owner.headers, 'idempotency-key': randomUUID() },
      payload: { shipmentId: waybill.id, amount: payable, combinePay: false, currency: 'AUD' },
    }),
  );
  await ok(await ops(`/ops/waybills/${waybill.id}/status`, { status: 'in_transit', tracking: `CX${waybill.id}00` }));
  return { owner, waybill };
}

const terms = async (customer: TestCustomer, waybillId: number) =>
  ok<ShipmentClaimTerms>(await get(inEnglish(customer), `/api/shipmentClaimTerms/${waybillId}`));

async function photo(customer: TestCustomer) {
  return (await uploadFile(t.app, customer.headers, SAMPLE_FILES.jpeg, { purpose: 'claim_evidence' })).url;
}

const file = (customer: TestCustomer, payload: Record<string, unknown>) =>
  post(inEnglish(customer), '/api/shipmentClaims', payload);

async function balanceOf(customer: TestCustomer) {
  return (await ok<{ balance: string }>(await get(customer, '/api/getUser'))).balance;
}

/** A lost claim on a new insured shipment eight days without a scan: open, filed, on the clock. */
async function fileLostClaim(customer?: TestCustomer) {
  const shipped = await shippedInsured(customer);
  await later(8 * DAY, shipped.owner);
  const claim = await ok<ShipmentClaimDetail>(
    await file(shipped.owner, {
      shipment_id: shipped.waybill.id,
      reason: 'lost',
      description: 'Tracking has not moved for a week.',
      photos: [await photo(shipped.owner)],
    }),
  );
  return { ...shipped, claim };
}

describe('filing a shipment claim', () => {
  it('another customer’s waybill cannot be claimed, nor their claim read or added to (404)', async () => {
    const { waybill, claim } = await fileLostClaim();
    const stranger = await registerCustomer(t.app, {}, 'en');
    expect((await get(stranger, `/api/shipmentClaimTerms/${waybill.id}`)).statusCode).toBe(404);
    const filed = await file(stranger, { shipment_id: waybill.id, reason: 'lost', description: 'Mine now' });
    expect([filed.statusCode, body(filed).msg]).toEqual([404, 'We could not find what you asked for.']);
    expect((await get(stranger, `/api/shipmentClaims/${claim.id}`)).statusCode).toBe(404);
    const added = await post(stranger, `/api/shipmentClaims/${claim.id}/information`, { text: 'hello' });
    expect(added.statusCode).toBe(404);
  });

  it('refuses a loss on a shipment still travelling on time with a sentence naming the day it opens, and damage before delivery', async () => {
    const { owner, waybill } = await shippedInsured();
    const refused = await file(owner, { shipment_id: waybill.id, reason: 'lost', description: 'Where is it?' });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).msg).toMatch(
      /^Your shipment is still on its way and not overdue yet\. If there is no news of it, you can report it lost from \d{4}-\d{2}-\d{2}\.$/,
    );
    const offered = await terms(owner, waybill.id);
    expect(offered.reasons.find((reason) => reason.reason === 'lost')).toMatchObject({
      open: false,
      message: body(refused).msg,
    });
    const damaged = await file(owner, {
      shipment_id: waybill.id,
      reason: 'damaged',
      description: 'Box crushed',
      items: [{ index: 0, quantity: 1 }],
      photos: [await photo(owner)],
    });
    expect([damaged.statusCode, body(damaged).msg]).toEqual([
      422,
      'Damage and missing items can be reported once the shipment has been delivered.',
    ]);
  });

  it('after a week without a scan: files with photos and a video, at the figure the domain’s rule gives, due two working days on, and tells the customer', async () => {
    const { owner, waybill } = await shippedInsured();
    await later(8 * DAY, owner);
    const offered = await terms(owner, waybill.id);
    expect(offered.reasons.find((reason) => reason.reason === 'lost')).toMatchObject({ open: true, message: null });
    const video = await uploadFile(t.app, owner.headers, SAMPLE_FILES.mp4, { purpose: 'claim_evidence' });
    const now = t.clock.now();
    const claim = await ok<ShipmentClaimDetail>(
      await file(owner, {
        shipment_id: waybill.id,
        reason: 'lost',
        description: 'Nothing since it left Sydney.',
        photos: [await photo(owner)],
        video: video.url,
      }),
    );
    const aud = (amount: string) => parseMajor(amount, 'AUD');
    const expected = claimCompensation({
      insured: true,
      declaration: offered.declaration.map((line) => ({ quantity: line.quantity, value: aud(line.value) })),
      affected: offered.declaration.map((line) => ({ index: line.index, quantity: line.quantity })),
      freight: aud(offered.freight),
      maxInsurance: aud(offered.max_insurance),
      standardLiability: aud(offered.standard_liability),
    });
    expect(claim).toMatchObject({
      status: 'under_review',
      status_name: 'Under review',
      reason_name: 'Lost',
      currency: 'AUD',
      amount: formatMajor(expected.inCurrencyPaid),
      compensation: { basis: 'insured', freight_share: offered.freight, paid_currency: 'AUD' },
    });
    expect(claim.photos).toHaveLength(1);
    expect(claim.video?.mime).toBe('video/mp4');
    expect(claim.due_at).toBe(addWorkingDays(now, 2, SYDNEY).toISOString());
    const [told] = await mailbox(t.app, owner.email);
    expect(told?.subject).toBe(`We received your claim for shipment ${waybill.shipment_id}`);

    const again = await file(owner, { shipment_id: waybill.id, reason: 'lost', description: 'Twice' });
    expect([again.statusCode, body(again).msg]).toEqual([
      409,
      'A claim for this shipment has already been filed. You can follow it on its page.',
    ]);
    const listed = await ok<{ list: { id: number }[]; total: number }>(await get(owner, '/api/shipmentClaims'));
    expect(listed).toMatchObject({ total: 1, list: [{ id: claim.id }] });
  });

  it('opens a loss at once when the carrier reports it lost', async () => {
    const { owner, waybill } = await shippedInsured();
    await ok(await ops(`/ops/waybills/${waybill.id}/tracking`, { status: 'lost', place: 'Singapore hub' }));
    const offered = await terms(owner, waybill.id);
    expect(offered.reasons.find((reason) => reason.reason === 'lost')?.open).toBe(true);
  });

  it('damage and missing items: after delivery, with the items and a photo, at their share of the figure', async () => {
    const { owner, waybill } = await shippedInsured();
    await ok(await ops(`/ops/waybills/${waybill.id}/status`, { status: 'delivered' }));
    const noPhoto = await file(owner, {
      shipment_id: waybill.id,
      reason: 'damaged',
      description: 'One shirt torn',
      items: [{ index: 0, quantity: 1 }],
    });
    expect([noPhoto.statusCode, body(noPhoto).errors]).toEqual([
      400,
      { photos: 'Please add at least one photo of the damage or of the parcel as it arrived.' },
    ]);
    const tooMany = await file(owner, {
      shipment_id: waybill.id,
      reason: 'damaged',
      description: 'Three torn',
      items: [{ index: 0, quantity: 3 }],
      photos: [await photo(owner)],
    });
    expect(tooMany.statusCode).toBe(400);
    const claim = await ok<ShipmentClaimDetail>(
      await file(owner, {
        shipment_id: waybill.id,
        reason: 'damaged',
        description: 'One shirt torn',
        items: [{ index: 0, quantity: 1 }],
        photos: [await photo(owner)],
      }),
    );
    // One shirt of two declared at AU$40: AU$20 and half the freight.
    expect(claim.items).toEqual([{ index: 0, name: 'CottonTShirt', quantity: 2, value: '40.00', affected: 1 }]);
    expect(claim.compensation.affected_value).toBe('20.00');
    const offered = await terms(owner, waybill.id);
    const halfFreight = Math.round(parseMajor(offered.freight, 'AUD').minor / 2);
    expect(parseMajor(claim.compensation.freight_share, 'AUD').minor).toBe(halfFreight);
    expect(offered.claim).toMatchObject({ id: claim.id, status: 'under_review' });

    const { owner: late, waybill: lateWaybill } = await shippedInsured();
    await ok(await ops(`/ops/waybills/${lateWaybill.id}/status`, { status: 'delivered' }));
    await later(7 * DAY + 60_000, late);
    const closed = await file(late, {
      shipment_id: lateWaybill.id,
      reason: 'items_missing',
      description: 'Short',
      items: [{ index: 0, quantity: 1 }],
      photos: [await photo(late)],
    });
    expect(closed.statusCode).toBe(422);
    expect(body(closed).msg).toMatch(/^Damage and missing items must be reported within 7 days of delivery/);
  });
});

describe('telling the customer a loss claim opened', () => {
  it('mails once when a shipment goes a week without a scan, not before, and not when a claim is filed', async () => {
    const { owner, waybill } = await shippedInsured();
    const notices = async () =>
      (await mailbox(t.app, owner.email)).filter((mail) => mail.subject.startsWith('You can claim for shipment'));
    await noticeOpenLossClaims(t.app.ctx);
    expect(await notices()).toEqual([]);

    await later(8 * DAY, owner);
    await noticeOpenLossClaims(t.app.ctx);
    await noticeOpenLossClaims(t.app.ctx);
    const told = await notices();
    expect(told.map((mail) => mail.subject)).toEqual([`You can claim for shipment ${waybill.shipment_id}`]);
    expect(told[0]?.body).toContain('it has had no tracking update for too long.');

    // A shipment whose customer already claimed is not told.
    const claimed = await fileLostClaim();
    await noticeOpenLossClaims(t.app.ctx);
    const toClaimant = await mailbox(t.app, claimed.owner.email);
    expect(toClaimant.filter((mail) => mail.subject.startsWith('You can claim'))).toEqual([]);
  });
});

describe('the claims desk', () => {
  it('is for customer service and finance, not the warehouse', async () => {
    const warehouse = await staffMember(t.app, 'warehouse', [1]);
    expect((await t.app.inject({ url: '/ops/shipment-claims', headers: warehouse.headers })).statusCode).toBe(403);
    const support = await staffMember(t.app, 'support');
    expect((await t.app.inject({ url: '/ops/shipment-claims', headers: support.headers })).statusCode).toBe(200);
  });

  it('customer service reads and asks for information; only finance (or an admin) approves or rejects', async () => {
    const { claim } = await fileLostClaim();
    const support = await staffMember(t.app, 'support');
    const finance = await staffMember(t.app, 'finance');
    const decide = (verb: 'approve' | 'reject', headers: { authorization: string }) =>
      staffCall(`/ops/shipment-claims/${claim.id}/${verb}`, { amount: claim.amount, reason: 'Lost' }, headers);
    const refused = await decide('approve', support.headers);
    expect(refused.statusCode).toBe(403);
    expect((await decide('reject', support.headers)).statusCode).toBe(403);
    const asked = await staffCall(
      `/ops/shipment-claims/${claim.id}/request-information`,
      { message: 'Please send the receipt.' },
      support.headers,
    );
    expect(asked.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/ops/shipment-claims/${claim.id}`, headers: support.headers })).statusCode).toBe(
      200,
    );
    // Still waiting for the customer: finance passes the role check and meets the claim's own rule.
    expect((await decide('approve', finance.headers)).statusCode).toBe(422);
  });

  it('asks for more information: the clock stops and the customer is told what; adding it starts the clock again', async () => {
    const { owner, claim, waybill } = await fileLostClaim();
    const asked = await ok<ShipmentClaimDetail>(
      await staffCall(`/ops/shipment-claims/${claim.id}/request-information`, {
        message: 'Please send the receipt for the shirts.',
      }),
    );
    expect(asked).toMatchObject({ status: 'needs_information', due_at: null });
    const [told] = await mailbox(t.app, owner.email);
    expect(told?.subject).toBe(`Your claim for shipment ${waybill.shipment_id} needs more information`);
    expect(told?.body).toContain('Please send the receipt for the shirts.');
    const approveNow = await staffCall(`/ops/shipment-claims/${claim.id}/approve`, { amount: '1', reason: 'ok' });
    expect(approveNow.statusCode).toBe(422);

    await later(3 * DAY, owner);
    const now = t.clock.now();
    const added = await ok<ShipmentClaimDetail>(
      await post(owner, `/api/shipmentClaims/${claim.id}/information`, {
        text: 'Receipt attached.',
        photos: [await photo(owner)],
      }),
    );
    expect(added).toMatchObject({ status: 'under_review', information_request: null });
    expect(added.due_at).toBe(addWorkingDays(now, 2, SYDNEY).toISOString());
    expect(added.timeline.map((entry) => [entry.kind, entry.by])).toEqual([
      ['filed', 'customer'],
      ['information_requested', 'staff'],
      ['information_added', 'customer'],
    ]);
    const twice = await post(owner, `/api/shipmentClaims/${claim.id}/information`, { text: 'More' });
    expect(body(twice).msg).toBe('No information was asked for on this claim.');
  });

  it('ten parallel approvals credit the balance once, with one ledger entry, one audit row and one message', async () => {
    const { owner, claim, waybill } = await fileLostClaim();
    const before = parseMajor(await balanceOf(owner), 'AUD').minor;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        staffCall(`/ops/shipment-claims/${claim.id}/approve`, { amount: claim.amount, reason: 'Lost by the carrier' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => body(a).msg))).toEqual(
      new Set(['This claim has already been decided.']),
    );
    const after = parseMajor(await balanceOf(owner), 'AUD').minor;
    expect(after - before).toBe(parseMajor(claim.amount, 'AUD').minor);
    const entries = await t.app.ctx.db
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.kind, 'compensation'), eq(balanceEntries.targetId, claim.id)));
    expect(entries).toHaveLength(1);
    const audits = await t.app.ctx.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'shipment_claim.approve'), eq(staffAuditLog.targetId, String(claim.id))));
    expect(audits).toHaveLength(1);
    const approved = (await mailbox(t.app, owner.email)).filter((mail) => mail.subject.includes('approved'));
    expect(approved.map((mail) => mail.subject)).toEqual([
      `Claim for shipment ${waybill.shipment_id} approved: AUD ${claim.amount}`,
    ]);
    const seen = await ok<ShipmentClaimDetail>(await get(inEnglish(owner), `/api/shipmentClaims/${claim.id}`));
    expect(seen).toMatchObject({
      status: 'approved',
      decision: { amount: claim.amount, reason: 'Lost by the carrier' },
    });
  });

  it('refuses an amount above the rule’s figure or not an amount; rejects with a reason the customer reads in Chinese', async () => {
    const chinese = await registerCustomer(t.app, {}, 'cn');
    const { claim, waybill } = await fileLostClaim(chinese);
    const over = await staffCall(`/ops/shipment-claims/${claim.id}/approve`, { amount: '100000', reason: 'x' });
    expect([over.statusCode, body(over).errors?.amount]).toEqual([
      400,
      `The amount cannot be more than the compensation the rule allows (AUD ${claim.amount}).`,
    ]);
    const zero = await staffCall(`/ops/shipment-claims/${claim.id}/approve`, { amount: '0', reason: 'x' });
    expect(zero.statusCode).toBe(400);
    const noReason = await staffCall(`/ops/shipment-claims/${claim.id}/reject`, { reason: ' ' });
    expect([noReason.statusCode, body(noReason).msg]).toEqual([400, 'Please give the reason.']);
    await ok(await staffCall(`/ops/shipment-claims/${claim.id}/reject`, { reason: '承运商已确认派送。' }));
    const [told] = await mailbox(t.app, chinese.email);
    expect(told?.subject).toBe(`运单 ${waybill.shipment_id} 的索赔未通过`);
    expect(told?.body).toContain('承运商已确认派送。');
    const afterwards = await staffCall(`/ops/shipment-claims/${claim.id}/approve`, { amount: '1', reason: 'x' });
    expect(afterwards.statusCode).toBe(409);
  });

  it('sorts the queue by the clock; an overdue claim shows on the dashboard and mails the admins once', async () => {
    const first = await fileLostClaim();
    t.clock.advance(60_000);
    const second = await fileLostClaim();
    const queue = await ok<StaffClaimRow[]>(await t.app.inject({ url: '/ops/shipment-claims', headers: staff }));
    const positions = [first.claim.id, second.claim.id].map((id) => queue.findIndex((row) => row.id === id));
    expect(positions[0]).toBeLessThan(positions[1] ?? -1);
    const dues = queue.flatMap((row) => (row.due_at ? [row.due_at] : []));
    expect(dues).toEqual([...dues].sort());

    // Every open claim filed so far is now past its two working days. Two servers run the job at once: each claim is
    // taken by one of them, and mailed once.
    await later(5 * DAY);
    const runs = await Promise.all([escalateOverdueClaims(t.app.ctx), escalateOverdueClaims(t.app.ctx)]);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(2);
    expect(await escalateOverdueClaims(t.app.ctx)).toBe(0);
    const adminMails = (await mailbox(t.app, STAFF_CREDENTIALS.email)).filter((mail) =>
      mail.subject.includes('past their due time'),
    );
    for (const { claim, waybill } of [first, second]) {
      const line = `Claim ${claim.id} (shipment ${waybill.shipment_id}`;
      expect(adminMails.filter((mail) => mail.body.includes(line))).toHaveLength(1);
    }
    expect(adminMails[0]?.body).toContain('运单索赔');
    const dashboard = await ok<StaffDashboard>(await t.app.inject({ url: '/ops/dashboard', headers: staff }));
    const sydney = dashboard.warehouses.find((row) => row.store_id === 1);
    expect(sydney?.overdue_shipment_claims).toBeGreaterThanOrEqual(2);
    expect(sydney?.queues.shipment_claims.count).toBeGreaterThanOrEqual(2);
    const overdueRow = (
      await ok<StaffClaimRow[]>(await t.app.inject({ url: '/ops/shipment-claims', headers: staff }))
    ).find((row) => row.id === first.claim.id);
    expect(overdueRow?.overdue).toBe(true);
  });
});
