import {
  type CurrencyCode,
  formatMajor,
  money,
  type ParcelStatus,
  parcelStatusName,
  type StaffCustomerSection,
  type StaffSectionPage,
} from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { pageParcelsForStaff, parcelIdsOf } from '../parcels/index.js';
import { balanceEntriesForStaff, pointEntriesForStaff, walletsOf } from '../payments/index.js';
import { pageAuditOfTargets } from '../staff-accounts/index.js';
import { readCustomerTotal } from '../status-counts/index.js';
import { findCustomersForStaff } from '../users/index.js';
import { pageWaybillsForStaff, waybillIdsOf } from '../waybills/index.js';
import { presentCustomer } from './customer-search.js';

export interface SectionPage {
  page: number;
  perPage: number;
  /** The parcels' and waybills' sections: the last id shown, for the rows after it (page N is then N - 1's next). */
  cursor?: number;
}

const window = (query: SectionPage) => ({
  limit: query.perPage,
  offset: (query.page - 1) * query.perPage,
  cursor: query.cursor,
});
const paged = <T>(result: { list: T[]; total: number }, query: SectionPage) => ({
  ...result,
  page: query.page,
  perPage: query.perPage,
});

/**
 * Who the view is for, checked as search is: support and finance see any customer; a warehouse operator sees a
 * customer only through a parcel or waybill in their warehouses (else the 404 of an unknown id), and only those.
 * Money and the audit trail are not the bench's: an operator gets `null` for them.
 */
async function visibleCustomer(ctx: AppContext, actor: StaffActor, customerId: number) {
  const [row] = await findCustomersForStaff(ctx.db, { ids: [customerId] });
  if (!row) throw new AppError('not_found', 'error.notFound');
  if (actor.storeIds !== null) {
    // From the maintained counts per customer and warehouse: a few rows, however many parcels the customer has.
    const [parcels, waybills] = await Promise.all([
      readCustomerTotal(ctx.db, customerId, 'parcel', actor.storeIds),
      readCustomerTotal(ctx.db, customerId, 'waybill', actor.storeIds),
    ]);
    if (parcels === 0 && waybills === 0) throw new AppError('not_found', 'error.notFound');
  }
  return row;
}

async function parcelsPage(ctx: AppContext, actor: StaffActor, customerId: number, q: SectionPage) {
  const { rows, total, nextCursor } = await pageParcelsForStaff(
    ctx.db,
    customerId,
    actor.storeIds ?? undefined,
    window(q),
  );
  const list = rows.map((row) => ({
    id: row.id,
    tracking_number: row.trackingNumber,
    status: parcelStatusName(row.status as ParcelStatus),
    store_id: row.storeId,
    weight_kg: row.weightGrams === null ? null : row.weightGrams / 1000,
    waybill_id: row.waybillId,
    received_at: row.receivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
  return { ...paged({ list, total }, q), next_cursor: nextCursor };
}

async function waybillsPage(ctx: AppContext, actor: StaffActor, customerId: number, q: SectionPage) {
  const { rows, total, nextCursor } = await pageWaybillsForStaff(
    ctx.db,
    customerId,
    actor.storeIds ?? undefined,
    window(q),
  );
  const list = rows.map((row) => ({
    id: row.id,
    shipment_id: row.shipmentNo,
    status: row.status,
    store_id: row.storeId,
    total: formatMajor(money(row.total, row.currencyCode as CurrencyCode)),
    currency: row.currencyCode,
    carrier_tracking: row.carrierTracking,
    submitted_at: row.submittedAt.toISOString(),
  }));
  return { ...paged({ list, total }, q), next_cursor: nextCursor };
}

async function ledgerPage(ctx: AppContext, actor: StaffActor, customerId: number, q: SectionPage) {
  return actor.storeIds !== null ? null : paged(await balanceEntriesForStaff(ctx, customerId, window(q)), q);
}

async function pointsPage(ctx: AppContext, actor: StaffActor, customerId: number, q: SectionPage) {
  return actor.storeIds !== null ? null : paged(await pointEntriesForStaff(ctx, customerId, window(q)), q);
}

/** What staff did to the customer, their parcels and their waybills. */
async function auditPage(ctx: AppContext, actor: StaffActor, customerId: number, q: SectionPage) {
  if (actor.storeIds !== null) return null;
  const { rows, total } = await pageAuditOfTargets(
    ctx.db,
    [
      { type: 'customer', ids: [String(customerId)] },
      { type: 'parcel', ids: parcelIdsOf(ctx.db, customerId) },
      { type: 'waybill', ids: waybillIdsOf(ctx.db, customerId) },
    ],
    window(q),
  );
  const list = rows.map(({ entry, email }) => ({
    id: entry.id,
    staff_id: entry.staffId,
    staff_email: email,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    details: entry.details,
    request_id: entry.requestId,
    created_at: entry.createdAt.toISOString(),
  }));
  return paged({ list, total }, q);
}

/** The sub-lists of the one-page customer view; each pages on its own (GET /ops/customers/:id/<section>). */
const SECTIONS: {
  [S in StaffCustomerSection]: (
    ctx: AppContext,
    actor: StaffActor,
    customerId: number,
    q: SectionPage,
  ) => Promise<StaffSectionPage<S> | null>;
} = {
  parcels: parcelsPage,
  waybills: waybillsPage,
  ledger: ledgerPage,
  points: pointsPage,
  audit: auditPage,
};

/** GET /ops/customers/:id: the customer's profile, balances and points, and the first page of every sub-list. */
export async function customerView(ctx: AppContext, actor: StaffActor, customerId: number, perPage = 10) {
  const row = await visibleCustomer(ctx, actor, customerId);
  const first = { page: 1, perPage };
  const operator = actor.storeIds !== null;
  const [money, parcels, waybills, ledger, points, audit] = await Promise.all([
    operator ? null : walletsOf(ctx, customerId),
    parcelsPage(ctx, actor, customerId, first),
    waybillsPage(ctx, actor, customerId, first),
    ledgerPage(ctx, actor, customerId, first),
    pointsPage(ctx, actor, customerId, first),
    auditPage(ctx, actor, customerId, first),
  ]);
  return {
    customer: presentCustomer(row),
    balances: money?.balances ?? null,
    points: money?.points ?? null,
    parcels,
    waybills,
    ledger,
    points_ledger: points,
    audit,
  };
}

/** GET /ops/customers/:id/:section?page=: one more page of one sub-list, with the same visibility. */
export async function customerSection<S extends StaffCustomerSection>(
  ctx: AppContext,
  actor: StaffActor,
  customerId: number,
  name: S,
  query: SectionPage,
): Promise<StaffSectionPage<S> | null> {
  await visibleCustomer(ctx, actor, customerId);
  return SECTIONS[name](ctx, actor, customerId, query);
}
