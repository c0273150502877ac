import { claimedCouponExpiry } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { grantCoupon } from '../payments/index.js';
import { findTemplate } from './queries/templates.js';

/** Whether a campaign exists, for staff naming it as a prize. */
export async function campaignExists(db: Database, templateId: number): Promise<boolean> {
  return (await findTemplate(db, templateId)) !== undefined;
}

/**
 * Gives the customer a campaign's coupon won as a prize, inside the draw's transaction. The prize's own stock was
 * taken already, so the campaign's stock and audience are not asked (a prize campaign is usually hidden from the
 * centre); the coupon's terms and validity are the campaign's.
 */
export async function grantPrizeCoupon(tx: Database, customerId: number, templateId: number, now: Date) {
  const template = await findTemplate(tx, templateId);
  if (!template) throw new AppError('not_found', 'coupon.templateNotFound');
  return grantCoupon(tx, {
    customerId,
    templateId: template.id,
    currencyId: template.currencyId,
    amountMinor: template.amountMinor,
    percentBasisPoints: template.percentBasisPoints,
    capMinor: template.capMinor,
    minSpendMinor: template.minSpendMinor,
    scope: template.scope,
    storeId: template.storeId,
    lineId: template.lineId,
    startsAt: now,
    expiresAt: claimedCouponExpiry(template, now),
  });
}
