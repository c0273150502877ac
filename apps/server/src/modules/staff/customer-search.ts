import { CUSTOMER_MATCHES, type StaffCustomerMatch } from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { ownersOfTracking } from '../parcels/index.js';
import { findCustomersForStaff } from '../users/index.js';
import { ownerOfShipment } from '../waybills/index.js';

type Match = (typeof CUSTOMER_MATCHES)[number];
type CustomerRow = Awaited<ReturnType<typeof findCustomersForStaff>>[number];

/** A customer as staff see them in search and on their page. */
export function presentCustomer(row: CustomerRow) {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone === null ? null : `${row.phoneCode ? `+${row.phoneCode} ` : ''}${row.phone}`,
    store_id: row.storeId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * One search box for support, finance and the warehouse: a customer id (their support number), an email, a phone,
 * a parcel's tracking number or a shipment id. A warehouse operator finds customers only through what is in their
 * warehouses (a tracking number or a shipment id there): the box in their hands, never the customer base.
 */
export async function searchCustomers(
  ctx: AppContext,
  actor: StaffActor,
  query: string,
): Promise<StaffCustomerMatch[]> {
  const q = query.trim();
  const operator = actor.storeIds !== null;
  const found = new Map<number, Set<Match>>();
  const note = (ids: number[], how: Match) => {
    for (const id of ids) found.set(id, (found.get(id) ?? new Set()).add(how));
  };
  note(await ownersOfTracking(ctx.db, q, actor.storeIds ?? undefined), 'tracking');
  note(await ownerOfShipment(ctx.db, q, actor.storeIds ?? undefined), 'shipment');

  const digits = q.replace(/[\s+()-]/g, '');
  const byId = !operator && /^\d{1,9}$/.test(q) ? [Number(q)] : [];
  const byEmail = !operator && q.includes('@') ? q : undefined;
  const byPhone = !operator && /^\d{6,16}$/.test(digits) ? digits : undefined;
  const direct = await findCustomersForStaff(ctx.db, {
    ids: [...byId, ...found.keys()],
    email: byEmail,
    phone: byPhone,
  });
  return direct
    .map((row) => {
      const how = found.get(row.id) ?? new Set<Match>();
      if (byId.includes(row.id)) how.add('id');
      if (byEmail && row.email.toLowerCase() === byEmail.toLowerCase()) how.add('email');
      if (byPhone && (row.phone === byPhone || `${row.phoneCode ?? ''}${row.phone}` === byPhone)) how.add('phone');
      return { ...presentCustomer(row), matched_by: CUSTOMER_MATCHES.filter((match) => how.has(match)) };
    })
    .filter((row) => row.matched_by.length > 0);
}
