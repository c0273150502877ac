import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../src/ops/cli.js';
import {
  body,
  createTestApp,
  mailbox,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';

let t: TestApp;
let staff: { authorization: string };
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

function tracking(): string {
  counter += 1;
  return `CL${String(Date.now()).slice(-6)}${String(counter).padStart(4, '0')}`;
}

type Json = Record<string, unknown>;
type Response = Awaited<ReturnType<typeof t.app.inject>>;
const get = (customer: TestCustomer, url: string) => t.app.inject({ url, headers: customer.headers });
const post = (customer: TestCustomer, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: customer.headers, payload: payload as Json });

async function ok<T = Json>(response: Response): Promise<T> {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return body<T>(response).data;
}

interface Summary {
  id: number;
  tracking_number: string;
  status: number;
  status_name: string;
  being_confirmed: boolean;
}

const preAlert = async (customer: TestCustomer, number: string) =>
  ok<Summary & { arrived_unclaimed: boolean }>(
    await post(customer, '/api/insertPreParcel', { tracking_number: number, contents: 'Shoes' }),
  );

/** Checks a parcel in; `label` is the support number staff read off its label. */
async function checkIn(number: string, label?: TestCustomer) {
  return ok<{ outcome: string; parcel: { id: number; customer_id: number | null; status: number } }>(
    await t.app.inject({
      method: 'POST',
      url: '/ops/parcels/receive',
      headers: staff,
      payload: {
        store_id: 1,
        tracking_number: number,
        weight: 1,
        length: 20,
        width: 20,
        height: 10,
        ...(label && { customer: String(label.id) }),
      },
    }),
  );
}

interface PendingParcel {
  parcel_id: number;
  conflict: boolean;
  claims: { id: number; customer_id: number; pre_alert_id: number | null; proof: { id: string }[] }[];
}

async function pendingFor(parcelId: number): Promise<PendingParcel | undefined> {
  const list = await ok<PendingParcel[]>(await t.app.inject({ url: '/ops/parcel-claims', headers: staff }));
  return list.find((entry) => entry.parcel_id === parcelId);
}

const decide = (claimId: number, payload: Json) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/parcel-claims/${claimId}/decide`,
    headers: { ...staff, lang: 'en' },
    payload,
  });

const inStockCount = async (customer: TestCustomer) =>
  (await ok<{ count: number }>(await get(customer, '/api/getInStockParcel'))).count;

describe('a parcel held without an owner is claimed, not taken', () => {
  it('pre-alerting its number opens a claim: the parcel stays unowned and the pre-alert shows "being confirmed"', async () => {
    const thief = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    const arrived = await checkIn(number);
    expect(arrived).toMatchObject({ outcome: 'unclaimed', parcel: { customer_id: null } });

    const alerted = await preAlert(thief, number);
    expect(alerted).toMatchObject({ arrived_unclaimed: true, being_confirmed: true, status_name: 'Being confirmed' });
    const claimed = await ok<Summary>(await get(thief, `/api/matchMissingParcel?tracking_number=${number}`));
    expect(claimed).toMatchObject({ id: alerted.id, status: 0, being_confirmed: true });

    // Nothing changed hands.
    expect((await get(thief, `/api/parcelDetail/${arrived.parcel.id}`)).statusCode).toBe(404);
    expect(await inStockCount(thief)).toBe(0);
    const listed = await ok<{ list: Summary[] }>(await get(thief, '/api/parcelAndPreParcelList'));
    expect(listed.list.find((row) => row.tracking_number === number)).toMatchObject({
      id: alerted.id,
      status_name: 'Being confirmed',
    });
    const pending = await pendingFor(arrived.parcel.id);
    expect(pending).toMatchObject({ conflict: false, claims: [{ customer_id: thief.id, pre_alert_id: alerted.id }] });
  });

  it('the status reads in the customer’s language', async () => {
    const customer = await registerCustomer(t.app, {}, 'tw');
    const number = tracking();
    await checkIn(number);
    expect((await preAlert(customer, number)).status_name).toBe('確認中');
  });

  it('staff reject with a reason: the customer is told why and the parcel stays unowned', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    const arrived = await checkIn(number);
    const alerted = await preAlert(customer, number);
    const claim = (await pendingFor(arrived.parcel.id))?.claims[0];
    if (!claim) throw new Error('no claim');

    const noReason = await decide(claim.id, { approve: false });
    expect([noReason.statusCode, body(noReason).errors]).toEqual([
      400,
      { reason: 'Please give the reason for rejecting this claim.' },
    ]);
    expect((await decide(claim.id, { approve: false, reason: 'The receipt shows another address.' })).statusCode).toBe(
      200,
    );
    const [mail] = await mailbox(t.app, customer.email);
    expect(mail?.subject).toBe(`Your claim on parcel ${number}`);
    expect(mail?.body).toContain('Reason: The receipt shows another address.');
    expect(await ok<Summary>(await get(customer, `/api/parcelDetail/${alerted.id}`))).toMatchObject({
      being_confirmed: false,
      status_name: 'Pre-alerted',
    });
    expect(await pendingFor(arrived.parcel.id)).toBeUndefined();
    expect(await inStockCount(customer)).toBe(0);
    const again = await decide(claim.id, { approve: true });
    expect([again.statusCode, body(again).msg]).toEqual([422, 'This claim has already been decided.']);
  });

  it('staff approve: the pre-alert merges into the parcel, which becomes the customer’s, told in Chinese', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    const number = tracking();
    const arrived = await checkIn(number);
    const alerted = await preAlert(customer, number);
    const claim = (await pendingFor(arrived.parcel.id))?.claims[0];
    if (!claim) throw new Error('no claim');

    const decided = await ok<Json>(await decide(claim.id, { approve: true }));
    expect(decided).toMatchObject({ status: 'approved', parcel_id: arrived.parcel.id, rejected_claims: [] });
    const parcel = await ok<Json>(await get(customer, `/api/parcelDetail/${arrived.parcel.id}`));
    expect(parcel).toMatchObject({ status: 10, contents: 'Shoes', being_confirmed: false });
    expect((parcel.timeline as Json[]).map((event) => event.kind)).toEqual([
      'received',
      'in_stock',
      'pre_alerted',
      'claimed',
    ]);
    expect((await get(customer, `/api/parcelDetail/${alerted.id}`)).statusCode).toBe(404);
    expect(await inStockCount(customer)).toBe(1);
    const [mail] = await mailbox(t.app, customer.email);
    expect(mail?.body).toContain(`包裹 ${number} 已确认属于您`);
  });

  it('the customer attaches proof of purchase from their own uploads, not someone else’s', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const other = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    const arrived = await checkIn(number);
    await preAlert(customer, number);
    const receipt = await uploadFile(t.app, customer.headers, SAMPLE_FILES.jpeg);
    const foreign = await uploadFile(t.app, other.headers, SAMPLE_FILES.jpeg);

    const refused = await get(customer, `/api/matchMissingParcel?tracking_number=${number}&files=${foreign.url}`);
    expect(refused.statusCode).toBe(400);
    await ok(await get(customer, `/api/matchMissingParcel?tracking_number=${number}&files=${receipt.url}`));
    const pending = await pendingFor(arrived.parcel.id);
    expect(pending?.claims).toHaveLength(1);
    expect(pending?.claims[0]?.proof.map((file) => file.id)).toEqual([receipt.id]);
  });
});

describe('a claim rests on the pre-alert', () => {
  it('withdrawing the pre-alert or changing its number withdraws the claim; changing to the number opens one', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    const arrived = await checkIn(number);
    const withdrawn = await preAlert(customer, number);
    expect((await pendingFor(arrived.parcel.id))?.claims).toHaveLength(1);
    await ok(await get(customer, `/api/deletePreParcel/${withdrawn.id}`));
    expect(await pendingFor(arrived.parcel.id)).toBeUndefined();

    const elsewhere = await preAlert(customer, tracking());
    expect(elsewhere.being_confirmed).toBe(false);
    const changed = await post(customer, `/api/updatePreParcel/${elsewhere.id}`, { tracking_number: number });
    expect(await ok<Summary>(changed)).toMatchObject({ being_confirmed: true });
    expect((await pendingFor(arrived.parcel.id))?.claims).toMatchObject([{ pre_alert_id: elsewhere.id }]);
    await ok(await post(customer, `/api/updatePreParcel/${elsewhere.id}`, { tracking_number: tracking() }));
    expect(await pendingFor(arrived.parcel.id)).toBeUndefined();
  });
});

describe('two customers with one tracking number', () => {
  it('checkWayNumber and pre-alerting answer another customer’s number exactly as a fresh one', async () => {
    const owner = await registerCustomer(t.app, {}, 'en');
    const prober = await registerCustomer(t.app, {}, 'en');
    const taken = tracking();
    const fresh = tracking();
    await preAlert(owner, taken);

    const shape = (response: Response, number: string) => [
      response.statusCode,
      JSON.parse(response.body.replaceAll(number, 'NUMBER')),
    ];
    const checkTaken = await post(prober, '/api/checkWayNumber', { tracking_number: taken });
    const checkFresh = await post(prober, '/api/checkWayNumber', { tracking_number: fresh });
    expect(shape(checkTaken, taken)).toEqual(shape(checkFresh, fresh));
    expect(checkTaken.statusCode).toBe(200);

    const addTaken = await post(prober, '/api/insertPreParcel', { tracking_number: taken });
    const addFresh = await post(prober, '/api/insertPreParcel', { tracking_number: fresh });
    expect([addTaken.statusCode, addFresh.statusCode]).toEqual([200, 200]);
    const strip = (response: Response) => {
      const {
        id: _id,
        tracking_number: _number,
        created_at: _created,
        pre_alerted_at: _at,
        ...rest
      } = body<Json>(response).data;
      return rest;
    };
    expect(strip(addTaken)).toEqual(strip(addFresh));
  });

  it('the customer’s own duplicate still answers 409 naming their parcel', async () => {
    const owner = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    const first = await preAlert(owner, number);
    for (const url of ['/api/checkWayNumber', '/api/insertPreParcel']) {
      const again = await post(owner, url, { tracking_number: number.toLowerCase() });
      expect([again.statusCode, body(again).msg, body(again).data]).toEqual([
        409,
        'The tracking number already exists',
        { tracking_number: number, parcel_id: first.id },
      ]);
    }
  });

  it('when the parcel arrives nobody gets it silently: staff see the conflict, approving one rejects the other', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const lin = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    const meis = await preAlert(mei, number);
    const lins = await preAlert(lin, number);

    const arrived = await checkIn(number);
    expect(arrived).toMatchObject({ outcome: 'claimed_by_several', parcel: { customer_id: null } });
    expect((await checkIn(number)).outcome).toBe('already_received');
    for (const [customer, alerted] of [
      [mei, meis],
      [lin, lins],
    ] as const) {
      expect(await ok<Summary>(await get(customer, `/api/parcelDetail/${alerted.id}`))).toMatchObject({
        being_confirmed: true,
      });
    }
    const pending = await pendingFor(arrived.parcel.id);
    expect(pending?.conflict).toBe(true);
    expect(pending?.claims.map((claim) => claim.customer_id).sort()).toEqual([mei.id, lin.id].sort());
    const meiClaim = pending?.claims.find((claim) => claim.customer_id === mei.id);
    const linClaim = pending?.claims.find((claim) => claim.customer_id === lin.id);
    if (!meiClaim || !linClaim) throw new Error('claims missing');

    const decided = await ok<Json>(await decide(meiClaim.id, { approve: true }));
    expect(decided).toMatchObject({ status: 'approved', rejected_claims: [linClaim.id] });
    expect(await inStockCount(mei)).toBe(1);
    expect(await inStockCount(lin)).toBe(0);
    expect((await get(lin, `/api/parcelDetail/${arrived.parcel.id}`)).statusCode).toBe(404);
    const [linMail] = await mailbox(t.app, lin.email);
    expect(linMail?.body).toContain('confirmed as another customer’s');
    const late = await decide(linClaim.id, { approve: true });
    expect([late.statusCode, body(late).msg]).toEqual([422, 'This claim has already been decided.']);
  });

  it('two decisions on one parcel at the same moment: one customer gets it, never both', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const lin = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    await preAlert(mei, number);
    await preAlert(lin, number);
    const arrived = await checkIn(number);
    const claims = (await pendingFor(arrived.parcel.id))?.claims ?? [];
    expect(claims).toHaveLength(2);

    const results = await Promise.all(claims.map((claim) => decide(claim.id, { approve: true })));
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 422]);
    expect((await inStockCount(mei)) + (await inStockCount(lin))).toBe(1);
    expect(await pendingFor(arrived.parcel.id)).toBeUndefined();
  });

  it('two pre-alerts of one number at the same moment both stand (one per customer)', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const lin = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    const results = await Promise.all(
      [mei, lin].map((customer) => post(customer, '/api/insertPreParcel', { tracking_number: number })),
    );
    expect(results.map((result) => result.statusCode)).toEqual([200, 200]);
    expect((await checkIn(number)).outcome).toBe('claimed_by_several');
  });
});

describe('the label decides: a stranger who pre-alerts my number gets nothing and learns nothing', () => {
  /** What the stranger can see of their own pre-alert, and every mail they have. */
  async function strangersView(stranger: TestCustomer, preAlertId: number) {
    return {
      preAlert: await ok<Summary>(await get(stranger, `/api/parcelDetail/${preAlertId}`)),
      mails: (await mailbox(t.app, stranger.email)).map((mail) => mail.subject),
      inStock: await inStockCount(stranger),
    };
  }

  it('my label and my pre-alert: the parcel merges into my pre-alert at once, the stranger’s stays pre-alerted', async () => {
    const owner = await registerCustomer(t.app, {}, 'en');
    const stranger = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    const mine = await preAlert(owner, number);
    const theirs = await preAlert(stranger, number);
    const before = await strangersView(stranger, theirs.id);

    const arrived = await checkIn(number, owner);
    expect(arrived).toMatchObject({ outcome: 'matched_pre_alert', parcel: { id: mine.id, customer_id: owner.id } });
    expect(await ok<Summary>(await get(owner, `/api/parcelDetail/${mine.id}`))).toMatchObject({
      status: 10,
      being_confirmed: false,
    });
    expect(await inStockCount(owner)).toBe(1);
    expect(await pendingFor(arrived.parcel.id)).toBeUndefined();
    // The stranger's pre-alert reads exactly as before: no claim, no "being confirmed", no mail.
    expect(await strangersView(stranger, theirs.id)).toEqual(before);
    expect(before.preAlert).toMatchObject({ status: 0, being_confirmed: false });
    const probe = await get(stranger, `/api/matchMissingParcel?tracking_number=${number}`);
    expect([probe.statusCode, body(probe).msg]).toEqual([422, 'Claim failed, try again']);
    expect((await checkIn(number)).outcome).toBe('already_received');
  });

  it('my label, only the stranger pre-alerted: the parcel is mine, not theirs', async () => {
    const owner = await registerCustomer(t.app, {}, 'en');
    const stranger = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    const theirs = await preAlert(stranger, number);
    const before = await strangersView(stranger, theirs.id);

    const arrived = await checkIn(number, owner);
    expect(arrived).toMatchObject({ outcome: 'assigned_by_label', parcel: { customer_id: owner.id, status: 10 } });
    expect(arrived.parcel.id).not.toBe(theirs.id);
    expect(await inStockCount(owner)).toBe(1);
    expect(await strangersView(stranger, theirs.id)).toEqual(before);
    expect(await pendingFor(arrived.parcel.id)).toBeUndefined();
  });

  it('a label naming nobody we know leaves it to the pre-alerts: two of them still make claims', async () => {
    const mei = await registerCustomer(t.app, {}, 'en');
    const lin = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    await preAlert(mei, number);
    await preAlert(lin, number);
    const arrived = await ok<{ outcome: string; parcel: { id: number; customer_id: number | null } }>(
      await t.app.inject({
        method: 'POST',
        url: '/ops/parcels/receive',
        headers: staff,
        payload: { store_id: 1, tracking_number: number, weight: 1, length: 20, width: 20, height: 10, customer: '0' },
      }),
    );
    expect(arrived).toMatchObject({ outcome: 'claimed_by_several', parcel: { customer_id: null } });
    expect((await pendingFor(arrived.parcel.id))?.claims).toHaveLength(2);
  });
});

describe('npm run ops: list-claims and resolve-claim', () => {
  let env: Record<string, string>;
  beforeAll(async () => {
    const opsUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    env = { OPS_URL: opsUrl, STAFF_EMAIL: STAFF_CREDENTIALS.email, STAFF_PASSWORD: STAFF_CREDENTIALS.password };
  });

  it('lists the open claims and decides one', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    const arrived = await checkIn(number);
    await preAlert(customer, number);
    const listed = (await runOpsCommand(['list-claims'], env)) as PendingParcel[];
    const claim = listed.find((entry) => entry.parcel_id === arrived.parcel.id)?.claims[0];
    expect(claim?.customer_id).toBe(customer.id);
    await expect(runOpsCommand(['resolve-claim', '--id', String(claim?.id), '--reject'], env)).rejects.toThrow(
      '--reject needs --reason',
    );
    const resolved = await runOpsCommand(['resolve-claim', '--id', String(claim?.id), '--approve'], env);
    expect(resolved).toMatchObject({ status: 'approved', parcel_id: arrived.parcel.id });
    expect(await inStockCount(customer)).toBe(1);
  });

  it('receive-parcel --customer answers the label’s customer as owner, whoever else pre-alerted the number', async () => {
    const owner = await registerCustomer(t.app, {}, 'en');
    const stranger = await registerCustomer(t.app, {}, 'en');
    const number = tracking();
    await preAlert(stranger, number);
    const flags = ['--store', '1', '--tracking', number, '--weight', '1', '--length', '20', '--width', '20'];
    const received = await runOpsCommand(
      ['receive-parcel', ...flags, '--height', '10', '--customer', String(owner.id)],
      env,
    );
    expect(received).toMatchObject({ outcome: 'assigned_by_label', parcel: { customer_id: owner.id, status: 10 } });
  });
});
