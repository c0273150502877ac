import type { Language } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findWaybillById } from '../waybills/index.js';
import { claimDetailView, claimSummary } from './presenters.js';
import { findCustomerClaim, listClaimEvents, pageCustomerClaims } from './queries.js';

/** GET /api/shipmentClaims/{id}: one of the customer's claims; another customer's answers 404. */
export async function claimDetail(ctx: AppContext, customerId: number, claimId: number, language: Language) {
  const claim = await findCustomerClaim(ctx.db, customerId, claimId);
  if (!claim) throw new AppError('not_found', 'error.notFound');
  const [waybill, events] = await Promise.all([
    findWaybillById(ctx.db, claim.waybillId),
    listClaimEvents(ctx.db, claim.id),
  ]);
  if (!waybill) throw new AppError('not_found', 'error.notFound');
  return claimDetailView(ctx, claim, waybill, events, language);
}

/** GET /api/shipmentClaims: the customer's claims, newest first. */
export async function claimList(
  ctx: AppContext,
  customerId: number,
  query: { page: number; perPage: number },
  language: Language,
) {
  const { rows, total } = await pageCustomerClaims(ctx.db, customerId, query.page, query.perPage);
  return {
    list: rows.map((row) => claimSummary(row.claim, row.shipmentNo, language)),
    total,
    page: query.page,
    perPage: query.perPage,
  };
}
