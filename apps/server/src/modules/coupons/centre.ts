import { type CouponTab, claimProblem, type Language } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { customerCouponTab } from '../payments/index.js';
import { claimantFor, shipmentHistory } from './claims.js';
import { presentCampaign, presentOwnedCoupon } from './presenters.js';
import { findTemplates, listCentreTemplates, listUnansweredPopUps } from './queries/templates.js';

/** couponList: the customer's coupons under one tab (available: usable and not-yet-valid ones; used; expired), with every tab's count. */
export async function couponList(
  ctx: AppContext,
  customerId: number,
  query: { tab: CouponTab; page: number; perPage: number },
  language: Language,
) {
  const now = ctx.clock();
  const { page, counts } = await customerCouponTab(ctx.db, customerId, { ...query, now });
  const templateIds = [...new Set(page.flatMap((row) => (row.templateId === null ? [] : [row.templateId])))];
  const templates = new Map((await findTemplates(ctx.db, templateIds)).map((template) => [template.id, template]));
  return {
    list: page.map((row) =>
      presentOwnedCoupon(row, row.templateId === null ? undefined : templates.get(row.templateId), language, now),
    ),
    total: counts[query.tab],
    page: query.page,
    perPage: query.perPage,
    counts,
  };
}

/** newCouponList: the centre's running campaigns, each claimable or unavailable with the reason. */
export async function newCouponList(ctx: AppContext, customerId: number, language: Language) {
  const now = ctx.clock();
  const templates = await listCentreTemplates(ctx.db, now);
  const claimant = await claimantFor(ctx.db, customerId, templates);
  return {
    list: templates.map((template) =>
      presentCampaign(template, claimProblem(template, claimant(template), now), language),
    ),
  };
}

/** newCouponListCount: how many campaign coupons the customer can claim now (the centre's badge). */
export async function newCouponListCount(ctx: AppContext, customerId: number) {
  const now = ctx.clock();
  const templates = await listCentreTemplates(ctx.db, now);
  const claimant = await claimantFor(ctx.db, customerId, templates);
  return { count: templates.filter((template) => !claimProblem(template, claimant(template), now)).length };
}

/** popUpCouponList: pop-up campaigns the customer has not answered and can claim. */
export async function popUpCouponList(ctx: AppContext, customerId: number, language: Language) {
  const now = ctx.clock();
  const templates = await listUnansweredPopUps(ctx.db, customerId, now);
  const claimant = await claimantFor(ctx.db, customerId, templates);
  return {
    list: templates
      .filter((template) => !claimProblem(template, claimant(template), now))
      .map((template) => presentCampaign(template, null, language)),
  };
}

/** checkNewClient / checkWarehouseNewClient: no paid shipment yet (overall, or from one warehouse). */
export async function checkNewClient(ctx: AppContext, customerId: number, storeId?: number) {
  const history = await shipmentHistory(ctx.db, customerId);
  return { is_new: storeId === undefined ? history.newCustomer : !history.paidStores.has(storeId) };
}
