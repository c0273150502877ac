import {
  type Claimant,
  claimedCouponExpiry,
  claimProblem,
  type Language,
  normaliseCouponCode,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { CouponTemplateRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { collectCoupon, countClaimedByTemplate, findCouponForCustomer, grantCoupon } from '../payments/index.js';
import { paidWaybillStores } from '../waybills/index.js';
import { presentOwnedCoupon } from './presenters.js';
import { findCode, insertCodeUse, useCode } from './queries/codes.js';
import { findTemplate, insertPopUpAnswer, takeFromTemplate } from './queries/templates.js';

/** What the customer's shipment history says for audiences: new overall, and the warehouses paid from. */
export async function shipmentHistory(db: Database, customerId: number) {
  const stores = await paidWaybillStores(db, customerId);
  return { newCustomer: stores.length === 0, paidStores: new Set(stores) };
}

/** The customer as a campaign's rules see them (SPEC has no paid membership here yet: nobody is a member). */
export async function claimantFor(db: Database, customerId: number, templates: CouponTemplateRow[]) {
  const [history, claimed] = await Promise.all([
    shipmentHistory(db, customerId),
    countClaimedByTemplate(
      db,
      customerId,
      templates.map((template) => template.id),
    ),
  ]);
  return (template: CouponTemplateRow): Claimant => ({
    claimed: claimed.get(template.id) ?? 0,
    newCustomer: history.newCustomer,
    newAtWarehouse: template.storeId === null ? history.newCustomer : !history.paidStores.has(template.storeId),
    member: false,
  });
}

function refuse(key: Parameters<typeof AppError.field>[1], params?: Record<string, string>): never {
  const status = key === 'coupon.exhausted' || key === 'coupon.alreadyClaimed' ? 'conflict' : 'rule';
  throw new AppError(status, key, { ...(params ? { params } : {}), fields: { code: key } });
}

/**
 * Claims one coupon of a campaign for the customer, inside the caller's transaction: the rules first (running,
 * audience, the customer's limit, stock), then one taken from the stock by a conditional update that also locks
 * the campaign (so the limit is counted again after any parallel claim of the same customer committed). `now` is
 * the request's one reading of the clock: the coupon starts at it and its answer is judged at it, so a coupon just
 * claimed is never "not valid yet" in its own answer.
 */
async function claimInTx(tx: Database, customerId: number, template: CouponTemplateRow, now: Date) {
  const claimant = (await claimantFor(tx, customerId, [template]))(template);
  const problem = claimProblem(template, claimant, now);
  if (problem) refuse(problem.key, { ...problem.params });
  const taken = await takeFromTemplate(tx, template.id);
  if (!taken) refuse('coupon.exhausted');
  const again = (await countClaimedByTemplate(tx, customerId, [template.id])).get(template.id) ?? 0;
  if (again >= taken.perCustomer) refuse('coupon.alreadyClaimed');
  return grantCoupon(tx, {
    customerId,
    templateId: taken.id,
    currencyId: taken.currencyId,
    amountMinor: taken.amountMinor,
    percentBasisPoints: taken.percentBasisPoints,
    capMinor: taken.capMinor,
    minSpendMinor: taken.minSpendMinor,
    scope: taken.scope,
    storeId: taken.storeId,
    lineId: taken.lineId,
    startsAt: now,
    expiresAt: claimedCouponExpiry(taken, now),
  });
}

async function requireTemplate(db: Database, id: number) {
  const template = await findTemplate(db, id);
  if (!template) throw new AppError('not_found', 'coupon.templateNotFound');
  return template;
}

/** receiveCoupon/{id}: claim a campaign's coupon from the centre. */
export async function receiveCoupon(ctx: AppContext, customerId: number, id: number, language: Language) {
  const template = await requireTemplate(ctx.db, id);
  if (!template.inCentre && !template.popUp) throw new AppError('not_found', 'coupon.templateNotFound');
  const now = ctx.clock();
  const row = await ctx.db.transaction((tx) => claimInTx(tx, customerId, template, now));
  return presentOwnedCoupon(row, template, language, now);
}

/**
 * exchangeCoupon: redeem a code. A campaign's code (single-use or shared with a cap) gives that campaign's
 * coupon; a coupon staff issued with its own code becomes the customer's. Unknown, expired, exhausted and
 * already-claimed codes each say so.
 */
export async function exchangeCoupon(ctx: AppContext, customerId: number, rawCode: string, language: Language) {
  const code = normaliseCouponCode(rawCode);
  if (!code) refuse('coupon.codeRequired');
  const now = ctx.clock();
  const campaignCode = await findCode(ctx.db, code);
  if (campaignCode) {
    const template = await requireTemplate(ctx.db, campaignCode.templateId);
    if (!template.active || (template.endsAt && template.endsAt.getTime() <= now.getTime()))
      refuse('coupon.codeExpired');
    const row = await ctx.db.transaction(async (tx) => {
      if (!(await insertCodeUse(tx, campaignCode.id, customerId))) refuse('coupon.alreadyClaimed');
      if (!(await useCode(tx, campaignCode.id))) refuse('coupon.exhausted');
      return claimInTx(tx, customerId, template, now);
    });
    return presentOwnedCoupon(row, template, language, now);
  }
  return collectIssuedCoupon(ctx, customerId, code, language);
}

/** A coupon staff issued with its own code: it becomes the presenting customer's, once. */
async function collectIssuedCoupon(ctx: AppContext, customerId: number, code: string, language: Language) {
  const now = ctx.clock();
  const row = await findCouponForCustomer(ctx.db, customerId, { code });
  if (!row) refuse('coupon.unknown');
  if (row.customerId === customerId) refuse('coupon.alreadyClaimed');
  if (row.usedAt) refuse('coupon.exhausted');
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) refuse('coupon.codeExpired');
  // Published to everyone, it is in every customer's list already.
  if (row.published) refuse('coupon.alreadyClaimed');
  if (!(await collectCoupon(ctx.db, row.id, customerId))) refuse('coupon.exhausted');
  return presentOwnedCoupon({ ...row, customerId }, undefined, language, now);
}

/** receiverPopUpCoupon: the pop-up's coupon claimed, or the pop-up closed; either way never offered again. */
export async function answerPopUp(
  ctx: AppContext,
  customerId: number,
  input: { id: number; action: 'claim' | 'dismiss' },
  language: Language,
) {
  const template = await requireTemplate(ctx.db, input.id);
  if (!template.popUp) throw new AppError('not_found', 'coupon.templateNotFound');
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await insertPopUpAnswer(tx, template.id, customerId, input.action))) refuse('coupon.alreadyClaimed');
    return input.action === 'claim' ? claimInTx(tx, customerId, template, now) : null;
  });
  return { coupon: row ? presentOwnedCoupon(row, template, language, now) : null };
}
