import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../src/ops/cli.js';
import {
  body,
  createTestApp,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
  type TestStaffRole,
  uploadFile,
} from './support/app.js';
import { waybillFixtures } from './support/waybills.js';

const ROLES: TestStaffRole[] = ['admin', 'warehouse', 'finance', 'content', 'support'];
const ANY_STAFF = ROLES;
const WAREHOUSE: TestStaffRole[] = ['admin', 'warehouse'];
const FINANCE: TestStaffRole[] = ['admin', 'finance'];
const ADMIN: TestStaffRole[] = ['admin'];
const CONTENT: TestStaffRole[] = ['admin', 'content'];
const SUPPORT: TestStaffRole[] = ['admin', 'support'];
const CLAIMS_DESK: TestStaffRole[] = ['admin', 'finance', 'support'];

/**
 * Every /ops route and the roles it serves (the table of docs/decisions/staff.md). A route the app has and this
 * table lacks fails the first test: a new staff route must say who may call it.
 */
const ROUTE_ROLES: Record<string, TestStaffRole[] | 'public'> = {
  'POST /ops/login': 'public',
  'GET /ops/me': ANY_STAFF,
  'GET /ops/openapi.json': ANY_STAFF,
  'POST /ops/upload': ['admin', 'warehouse', 'content'],
  'POST /ops/parcels/receive': WAREHOUSE,
  'GET /ops/parcels/:id/label.pdf': WAREHOUSE,
  'GET /ops/drop-off-agents': WAREHOUSE,
  'POST /ops/drop-off-agents': WAREHOUSE,
  'POST /ops/drop-off-agents/:id': WAREHOUSE,
  'GET /ops/pickup-windows': WAREHOUSE,
  'POST /ops/pickup-windows': WAREHOUSE,
  'GET /ops/pickup-settings': WAREHOUSE,
  'POST /ops/pickup-settings': WAREHOUSE,
  'GET /ops/pre-shipments/pickup-run': WAREHOUSE,
  'POST /ops/pre-shipments/receive': WAREHOUSE,
  'POST /ops/pre-shipments/:id/picked-up': WAREHOUSE,
  'POST /ops/pre-shipments/:id/into-warehouse': WAREHOUSE,
  'GET /ops/extra-services': WAREHOUSE,
  'GET /ops/inbound-cases': ['admin', 'warehouse', 'support'],
  'POST /ops/extra-services/:id/complete': WAREHOUSE,
  'GET /ops/returns': WAREHOUSE,
  'POST /ops/returns/:id/complete': WAREHOUSE,
  'GET /ops/parcel-claims': WAREHOUSE,
  'POST /ops/parcel-claims/:id/decide': WAREHOUSE,
  'GET /ops/shipment-claims': CLAIMS_DESK,
  'GET /ops/shipment-claims/:id': CLAIMS_DESK,
  'POST /ops/shipment-claims/:id/request-information': CLAIMS_DESK,
  'POST /ops/shipment-claims/:id/approve': FINANCE,
  'POST /ops/shipment-claims/:id/reject': FINANCE,
  'GET /ops/waybills': WAREHOUSE,
  'POST /ops/waybills/:id/pack': WAREHOUSE,
  'POST /ops/waybills/:id/status': WAREHOUSE,
  'POST /ops/waybills/:id/cancel': WAREHOUSE,
  'POST /ops/waybills/:id/tracking': WAREHOUSE,
  'POST /ops/waybills/:id/tracking/poll': WAREHOUSE,
  'GET /ops/sign-documents': WAREHOUSE,
  'GET /ops/weight-disputes': WAREHOUSE,
  'GET /ops/weight-disputes/:id': WAREHOUSE,
  'POST /ops/weight-disputes/:id/reweigh': WAREHOUSE,
  'POST /ops/weight-disputes/:id/confirm': WAREHOUSE,
  'GET /ops/dashboard': ['admin', 'warehouse', 'finance'],
  'POST /ops/sign-documents/:id/review': WAREHOUSE,
  'POST /ops/notifications/storage-reminders': ADMIN,
  'GET /ops/bank-transfers': FINANCE,
  'POST /ops/bank-transfers/:id/review': FINANCE,
  'GET /ops/top-ups': FINANCE,
  'POST /ops/top-ups/:id/review': FINANCE,
  'POST /ops/customers/:id/points': FINANCE,
  'GET /ops/ledger/audit': FINANCE,
  'GET /ops/counts/audit': ADMIN,
  'POST /ops/points/expire': FINANCE,
  'POST /ops/coupons': FINANCE,
  'GET /ops/coupon-templates': FINANCE,
  'POST /ops/coupon-templates': FINANCE,
  'POST /ops/coupon-templates/preview': FINANCE,
  'POST /ops/coupon-templates/:id/active': FINANCE,
  'GET /ops/coupon-templates/:id/codes': FINANCE,
  'POST /ops/coupon-templates/:id/codes': FINANCE,
  'GET /ops/membership-plans': FINANCE,
  'POST /ops/membership-plans': FINANCE,
  'POST /ops/membership-plans/preview': FINANCE,
  'POST /ops/membership-plans/:id/active': FINANCE,
  'GET /ops/lottery-wheels': FINANCE,
  'POST /ops/lottery-wheels': FINANCE,
  'POST /ops/lottery-wheels/preview': FINANCE,
  'POST /ops/lottery-wheels/:id/active': FINANCE,
  'GET /ops/lottery-wheels/:id/draws': FINANCE,
  'GET /ops/exchange-rates': FINANCE,
  'POST /ops/exchange-rates': FINANCE,
  'GET /ops/lines': FINANCE,
  'PATCH /ops/lines/:line': ADMIN,
  'POST /ops/lines/:line': ADMIN,
  'POST /ops/lines/:line/preview': ADMIN,
  'GET /ops/lines/:line/goods': ADMIN,
  'POST /ops/lines/:line/goods': ADMIN,
  'POST /ops/lines/:line/goods/preview': ADMIN,
  'GET /ops/extra-service-prices': ADMIN,
  'POST /ops/extra-service-prices/:id': ADMIN,
  'POST /ops/extra-service-prices/:id/preview': ADMIN,
  'GET /ops/warehouses': ADMIN,
  'POST /ops/warehouses/:id': ADMIN,
  'POST /ops/warehouses/:id/preview': ADMIN,
  'GET /ops/staff': ADMIN,
  'POST /ops/staff': ADMIN,
  'PATCH /ops/staff/:id': ADMIN,
  'GET /ops/audit': ADMIN,
  'GET /ops/content/items': CONTENT,
  'POST /ops/content/items': CONTENT,
  'POST /ops/content/items/preview': CONTENT,
  'PUT /ops/content/items/:id': CONTENT,
  'GET /ops/content/collections': CONTENT,
  'POST /ops/content/collections': CONTENT,
  'PUT /ops/content/collections/:id': CONTENT,
  'GET /ops/support-messages': SUPPORT,
  'GET /ops/customers': ['admin', 'warehouse', 'finance', 'support'],
  'GET /ops/customers/:id': ['admin', 'warehouse', 'finance', 'support'],
  'GET /ops/customers/:id/parcels': ['admin', 'warehouse', 'finance', 'support'],
  'GET /ops/customers/:id/waybills': ['admin', 'warehouse', 'finance', 'support'],
  'GET /ops/customers/:id/ledger': ['admin', 'warehouse', 'finance', 'support'],
  'GET /ops/customers/:id/points': ['admin', 'warehouse', 'finance', 'support'],
  'GET /ops/customers/:id/audit': ['admin', 'warehouse', 'finance', 'support'],
  'POST /ops/customers/:id/balance': FINANCE,
  'POST /ops/parcels/:id/notes': ['admin', 'warehouse', 'support'],
  'POST /ops/waybills/:id/notes': ['admin', 'warehouse', 'support'],
};

/** "METHOD /path" of every route the app serves under /ops (HEAD is Fastify's own twin of GET). */
function opsRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([\s│├└─]*)(\S+) \(([A-Z, ]+)\)$/u);
    if (!match) continue;
    const [, tree = '', segment = '', methods = ''] = match;
    // The tree draws each level four characters further in, from the root "└── /".
    const depth = tree.length / 4 - 1;
    const path = depth === 0 ? segment : `${stack[depth - 1]}${segment}`;
    stack[depth] = path;
    stack.length = depth + 1;
    if (!path.startsWith('/ops/')) continue;
    for (const method of methods.split(', ')) if (method !== 'HEAD') found.push(`${method} ${path}`);
  }
  return found.sort();
}

/** A concrete URL for a route pattern: ids nobody has. */
function concrete(path: string): string {
  return path.replace(':id', '999999').replace(':line', 'NO-SUCH-LINE');
}

let t: TestApp;
let admin: { authorization: string };
const headersOf = new Map<TestStaffRole, { authorization: string }>();

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  admin = await staffHeaders(t.app);
  for (const role of ROLES) headersOf.set(role, (await staffMember(t.app, role)).headers);
});
afterAll(() => t.app.close());

describe('who may call each staff route', () => {
  it('has a role entry for every /ops route the app serves, and no stale one', () => {
    expect(opsRoutes(t.app)).toEqual(Object.keys(ROUTE_ROLES).sort());
  });

  it('answers 403 to every role the table does not name, and lets the named ones through', async () => {
    const customer = await registerCustomer(t.app);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [route, roles] of Object.entries(ROUTE_ROLES)) {
      if (roles === 'public') continue;
      const [method = 'GET', path = ''] = route.split(' ');
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: method as 'GET', url: concrete(path), headers: { ...headers, lang: 'en' } });
      outcomes.push(`${route} anonymous ${(await call({})).statusCode}`);
      expected.push(`${route} anonymous 401`);
      outcomes.push(`${route} customer ${(await call(customer.headers)).statusCode}`);
      expected.push(`${route} customer 403`);
      for (const role of ROLES) {
        const status = (await call(headersOf.get(role) ?? {})).statusCode;
        const allowed = roles.includes(role);
        // Allowed calls still fail on the made-up ids and empty bodies, but never with 401 or 403.
        outcomes.push(`${route} ${role} ${allowed ? status !== 401 && status !== 403 : status}`);
        expected.push(`${route} ${role} ${allowed ? true : 403}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('the configured staff account is an admin; a deactivated account is logged out', async () => {
    const me = await t.app.inject({ url: '/ops/me', headers: admin });
    expect(body(me).data).toMatchObject({ role: 'admin' });
    const member = await staffMember(t.app, 'finance');
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/ops/staff/${member.id}`,
      headers: admin,
      payload: { active: false },
    });
    expect(body(off).data).toMatchObject({ id: member.id, active: false });
    expect((await t.app.inject({ url: '/ops/me', headers: member.headers })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/ops/login',
      payload: { email: member.email, password: 'Parcel2026' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('a warehouse operator needs real warehouses, and an email is one account', async () => {
    const noStore = await t.app.inject({
      method: 'POST',
      url: '/ops/staff',
      headers: { ...admin, lang: 'en' },
      payload: { email: 'op.nostore@parcelway.test', password: 'Parcel2026', role: 'warehouse' },
    });
    expect([noStore.statusCode, body(noStore).errors]).toEqual([
      400,
      { store_ids: 'A warehouse operator needs at least one warehouse.' },
    ]);
    const unknownStore = await t.app.inject({
      method: 'POST',
      url: '/ops/staff',
      headers: { ...admin, lang: 'en' },
      payload: { email: 'op.nostore@parcelway.test', password: 'Parcel2026', role: 'warehouse', store_ids: [4242] },
    });
    expect(body(unknownStore).errors).toEqual({ store_ids: 'Please choose one of our warehouses.' });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/ops/staff',
      headers: { ...admin, lang: 'en' },
      payload: { email: STAFF_CREDENTIALS.email, password: 'Parcel2026', role: 'support' },
    });
    expect([taken.statusCode, body(taken).errors]).toEqual([
      409,
      { email: 'A staff account with this email already exists.' },
    ]);
  });
});

describe('warehouse operators work only in their warehouses', () => {
  const fixtures = waybillFixtures(() => ({ t, staff: admin }));

  it('a waybill, a return or a check-in of another warehouse is unknown to them', async () => {
    const sydney = await staffMember(t.app, 'warehouse', [1]);
    const shanghai = await staffMember(t.app, 'warehouse', [2]);
    const mei = await registerCustomer(t.app, {}, 'en');
    const [parcel = 0] = await fixtures.inStock(mei, 1);
    const returned = await fixtures.ok<{ id: number }>(
      await fixtures.post(mei, '/api/submitReturnGoodParcel', { parcel_ids: [parcel], method: 'pickup_code' }),
    );
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/ops/returns/${returned.id}/complete`,
      headers: { ...shanghai.headers, lang: 'en' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/ops/returns/999999/complete',
      headers: { ...shanghai.headers, lang: 'en' },
    });
    expect([elsewhere.statusCode, elsewhere.json().msg]).toEqual([unknown.statusCode, unknown.json().msg]);
    expect(elsewhere.statusCode).toBe(404);
    const here = await t.app.inject({
      method: 'POST',
      url: `/ops/returns/${returned.id}/complete`,
      headers: sydney.headers,
    });
    expect(body(here).data).toMatchObject({ status: 'completed' });
    expect((await auditOf(here)).map((row) => [row.staff_id, row.action])).toEqual([[sydney.id, 'return.complete']]);

    const [shipped = 0] = await fixtures.inStock(mei, 1);
    const waybill = await fixtures.submit(mei, [shipped]);
    const packing = { weight: 3, length: 40, width: 30, height: 20, ...(await fixtures.weighingPhotos()) };
    const packElsewhere = await t.app.inject({
      method: 'POST',
      url: `/ops/waybills/${waybill.id}/pack`,
      headers: shanghai.headers,
      payload: packing,
    });
    expect(packElsewhere.statusCode).toBe(404);
    const packHere = await t.app.inject({
      method: 'POST',
      url: `/ops/waybills/${waybill.id}/pack`,
      headers: sydney.headers,
      payload: packing,
    });
    expect(body(packHere).data).toMatchObject({ id: waybill.id, status: 'pay_now' });

    const checkIn = await t.app.inject({
      method: 'POST',
      url: '/ops/parcels/receive',
      headers: { ...shanghai.headers, lang: 'en' },
      payload: { store_id: 1, tracking_number: fixtures.tracking(), weight: 1, length: 10, width: 10, height: 10 },
    });
    expect([checkIn.statusCode, body(checkIn).errors]).toEqual([
      400,
      { store_id: 'Please choose one of our warehouses.' },
    ]);
  });
});

describe("warehouse operators see only their warehouses' extra services", () => {
  it('lists and completes only the work of their warehouses', async () => {
    const sydney = await staffMember(t.app, 'warehouse', [1]);
    const shanghai = await staffMember(t.app, 'warehouse', [2]);
    const mei = await registerCustomer(t.app, {}, 'en');
    const services = body<{ id: number; code: string }[]>(
      await t.app.inject({ url: '/api/extraServiceList', headers: mei.headers }),
    ).data;
    const photo = services.find((service) => service.code === 'photo');
    const tracking = `ES${Date.now()}`;
    const preAlert = await t.app.inject({
      method: 'POST',
      url: '/api/insertPreParcel',
      headers: mei.headers,
      payload: { tracking_number: tracking, store_id: 1, extra_services: [{ extra_service_id: photo?.id }] },
    });
    expect(preAlert.statusCode).toBe(200);
    const received = await t.app.inject({
      method: 'POST',
      url: '/ops/parcels/receive',
      headers: sydney.headers,
      payload: { store_id: 1, tracking_number: tracking, weight: 1, length: 10, width: 10, height: 10 },
    });
    const parcelId = body<{ parcel: { id: number } }>(received).data.parcel.id;
    const pendingFor = async (headers: { authorization: string }, query = '') =>
      body<{ id: number; parcel_id: number }[]>(
        await t.app.inject({ url: `/ops/extra-services${query}`, headers }),
      ).data.filter((entry) => entry.parcel_id === parcelId);

    const [entry] = await pendingFor(sydney.headers);
    expect(entry).toBeDefined();
    expect(await pendingFor(shanghai.headers)).toEqual([]);
    expect(await pendingFor(shanghai.headers, '?store_id=1')).toEqual([]);
    expect(await pendingFor(admin, '?store_id=1')).toHaveLength(1);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/ops/extra-services/${entry?.id}/complete`,
      headers: shanghai.headers,
      payload: {},
    });
    expect(elsewhere.statusCode).toBe(404);
    const here = await t.app.inject({
      method: 'POST',
      url: `/ops/extra-services/${entry?.id}/complete`,
      headers: sydney.headers,
      payload: {},
    });
    expect(body(here).data).toMatchObject({ id: entry?.id, status: 'completed', parcel_id: parcelId });
    expect((await auditOf(here)).map((row) => [row.staff_id, row.action, row.target_id])).toEqual([
      [sydney.id, 'extra_service.complete', String(entry?.id)],
    ]);
    expect(await auditOf(elsewhere)).toEqual([]);
  });
});

interface AuditRow {
  staff_id: number;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
  request_id: string;
}

async function auditOf(response: LightMyRequestResponse): Promise<AuditRow[]> {
  const requestId = String(response.headers['x-request-id']);
  const listed = await t.app.inject({ url: `/ops/audit?request_id=${requestId}`, headers: admin });
  expect(listed.statusCode).toBe(200);
  return body<{ list: AuditRow[] }>(listed).data.list;
}

describe('the staff audit trail', () => {
  const fixtures = waybillFixtures(() => ({ t, staff: admin }));

  it('records each staff action once, with who did it, and nothing for an action that failed', async () => {
    const operator = await staffMember(t.app, 'warehouse', [1]);
    const finance = await staffMember(t.app, 'finance');
    const mei = await registerCustomer(t.app, {}, 'en');
    const as = (who: { id: number; headers: { authorization: string } }) => ({
      post: (url: string, payload?: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url, headers: { ...who.headers, lang: 'en' }, ...(payload && { payload }) }),
    });

    const actions: [LightMyRequestResponse, number, string][] = [];
    const photo = await uploadFile(t.app, operator.headers, SAMPLE_FILES.png, { url: '/ops/upload' });
    const [parcel = 0] = await fixtures.inStock(mei, 1);
    const tracking = fixtures.tracking();
    actions.push([
      await as(operator).post('/ops/parcels/receive', {
        store_id: 1,
        tracking_number: tracking,
        weight: 1,
        length: 10,
        width: 10,
        height: 10,
        photos: [photo.id],
      }),
      operator.id,
      'parcel.check_in',
    ]);
    const waybill = await fixtures.submit(mei, [parcel]);
    actions.push([
      await as(operator).post(`/ops/waybills/${waybill.id}/pack`, {
        weight: 3,
        length: 40,
        width: 30,
        height: 20,
        ...(await fixtures.weighingPhotos()),
      }),
      operator.id,
      'waybill.pack',
    ]);
    actions.push([
      await as(finance).post(`/ops/customers/${mei.id}/points`, { points: 50, reason: 'Sorry for the wait' }),
      finance.id,
      'points.adjust',
    ]);
    actions.push([
      await as(finance).post('/ops/coupons', { customer_id: mei.id, amount: '5', currency: 'AUD' }),
      finance.id,
      'coupon.issue',
    ]);
    actions.push([
      await as(finance).post('/ops/exchange-rates', { currency: 'TWD', per_aud: '21.5' }),
      finance.id,
      'exchange_rate.set',
    ]);
    const me = body<{ staff_id: number }>(await t.app.inject({ url: '/ops/me', headers: admin })).data;
    actions.push([
      await t.app.inject({ method: 'PATCH', url: '/ops/lines/AU-TW-SEA', headers: admin, payload: { active: true } }),
      me.staff_id,
      'line.change',
    ]);
    for (const [response, staffId, action] of actions) {
      expect(response.statusCode, response.body).toBe(200);
      const rows = await auditOf(response);
      expect(rows.map((row) => [row.staff_id, row.action])).toEqual([[staffId, action]]);
    }
    const [checkIn] = await auditOf(actions[0]![0]);
    expect(checkIn).toMatchObject({ target_type: 'parcel', details: { tracking_number: tracking, photos: 1 } });

    const uploads = await t.app.inject({
      url: `/ops/audit?staff_id=${operator.id}&action=file.upload`,
      headers: admin,
    });
    expect(body<{ list: AuditRow[] }>(uploads).data.list.map((row) => row.target_id)).toEqual([photo.id]);

    const failures = [
      await as(operator).post(`/ops/waybills/${waybill.id}/pack`, {
        weight: 3,
        length: 40,
        width: 30,
        height: 20,
        ...(await fixtures.weighingPhotos()),
      }),
      await as(finance).post(`/ops/customers/${mei.id}/points`, { points: -1_000_000, reason: 'More than they have' }),
      await as(finance).post('/ops/exchange-rates', { currency: 'AUD', per_aud: '2' }),
    ];
    for (const response of failures) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(await auditOf(response)).toEqual([]);
    }
  });

  it('records a top-up review by the finance reviewer who made it', async () => {
    const finance = await staffMember(t.app, 'finance');
    const mei = await registerCustomer(t.app, {}, 'en');
    const proof = await uploadFile(t.app, mei.headers, SAMPLE_FILES.png, { purpose: 'bank_proof' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/chargeActionNew',
      headers: mei.headers,
      payload: { amount: '50', currency: 'AUD', method: 'bank_transfer', agree: true, proof: proof.url },
    });
    const topUp = body<{ top_up: { id: number }; transfer_id: number }>(asked).data;
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/ops/top-ups/${topUp.top_up.id}/review`,
      headers: finance.headers,
      payload: { approve: false, reason: 'No such transfer on the statement' },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(await auditOf(reviewed)).toMatchObject([
      {
        staff_id: finance.id,
        action: 'bank_transfer.review',
        target_id: String(topUp.transfer_id),
        details: { decision: 'reject', reason: 'No such transfer on the statement' },
      },
    ]);
  });

  it('keeps an action and its audit row together: when the row cannot be written, the action is undone', async () => {
    const finance = await staffMember(t.app, 'finance');
    const rates = async () =>
      body<{ code: string; per_aud: string }[]>(await t.app.inject({ url: '/ops/exchange-rates', headers: admin }))
        .data.filter((rate) => rate.code === 'MYR')
        .map((rate) => rate.per_aud);
    const before = await rates();
    // The database itself refuses the audit row, as a full disk or a lost connection would.
    await t.app.ctx.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await t.app.ctx.db.execute(sql`
      create trigger refuse_audit before insert on staff_audit_log for each row execute function refuse_audit()`);
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/ops/exchange-rates',
        headers: finance.headers,
        payload: { currency: 'MYR', per_aud: '7.77' },
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await t.app.ctx.db.execute(sql`drop trigger refuse_audit on staff_audit_log`);
      await t.app.ctx.db.execute(sql`drop function refuse_audit()`);
    }
    expect(await rates()).toEqual(before);
    expect(before).not.toContain('7.77');
  });

  it('names the admin who created or changed a staff account, without the password', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/ops/staff',
      headers: admin,
      payload: { email: 'audited@parcelway.test', password: 'Parcel2026', role: 'warehouse', store_ids: [2, 1] },
    });
    expect(body(created).data).toMatchObject({ role: 'warehouse', store_ids: [1, 2] });
    const [row] = await auditOf(created);
    const me = body<{ staff_id: number }>(await t.app.inject({ url: '/ops/me', headers: admin })).data;
    expect(row).toMatchObject({ staff_id: me.staff_id, action: 'staff.create', target_type: 'staff' });
    expect(JSON.stringify(row)).not.toContain('Parcel2026');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/ops/staff/${body<{ id: number }>(created).data.id}`,
      headers: admin,
      payload: { password: 'Parcel2027', role: 'finance' },
    });
    const [change] = await auditOf(changed);
    expect(change?.details).toEqual({ role: 'finance', store_ids: [], credentials_reset: true });
    expect(JSON.stringify(change)).not.toContain('Parcel2027');
  });

  it('pages the trail, at most 100 a page', async () => {
    expect((await t.app.inject({ url: '/ops/audit?perPage=101', headers: admin })).statusCode).toBe(400);
    const page = await t.app.inject({ url: '/ops/audit?perPage=2&page=1', headers: admin });
    const data = body<{ list: AuditRow[]; total: number; perPage: number }>(page).data;
    expect(data.list).toHaveLength(2);
    expect(data.total).toBeGreaterThan(2);
  });
});

describe('the two API documents', () => {
  it('the public document lists no staff route; the staff one, read by staff, lists them all', async () => {
    const publicDocument = (await t.app.inject('/api/docs/json')).json();
    const publicPaths = Object.keys(publicDocument.paths);
    expect(publicPaths).toContain('/api/getUser');
    expect(publicPaths.filter((path) => path.startsWith('/ops'))).toEqual([]);

    expect((await t.app.inject('/ops/openapi.json')).statusCode).toBe(401);
    const staffDocument = (await t.app.inject({ url: '/ops/openapi.json', headers: admin })).json();
    const documented = Object.entries(staffDocument.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const served = Object.keys(ROUTE_ROLES).filter((route) => route !== 'GET /ops/openapi.json');
    expect(documented.sort()).toEqual(served.sort());
  });
});

describe('the staff command line', () => {
  it('an admin adds a warehouse operator, who then works as one', async () => {
    const opsUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const adminEnv = {
      STAFF_EMAIL: STAFF_CREDENTIALS.email,
      STAFF_PASSWORD: STAFF_CREDENTIALS.password,
      OPS_URL: opsUrl,
    };
    const email = `cli.${Date.now()}@parcelway.test`;
    const added = await runOpsCommand(
      ['add-staff', '--email', email, '--password', 'Parcel2026', '--role', 'warehouse', '--stores', '1,2'],
      adminEnv,
    );
    expect(added).toMatchObject({ email, role: 'warehouse', store_ids: [1, 2], active: true });
    const operatorEnv = { STAFF_EMAIL: email, STAFF_PASSWORD: 'Parcel2026', OPS_URL: opsUrl };
    expect(await runOpsCommand(['whoami'], operatorEnv)).toMatchObject({ role: 'warehouse', store_ids: [1, 2] });
    await expect(runOpsCommand(['list-transfers'], operatorEnv)).rejects.toThrow(/^403 /);
    const trail = (await runOpsCommand(['audit', '--action', 'staff.create'], adminEnv)) as { list: AuditRow[] };
    expect(trail.list[0]?.details).toMatchObject({ email, role: 'warehouse', store_ids: [1, 2] });
  });
});
