import {
  type CurrencyCode,
  convertWithRates,
  formatMajor,
  type Language,
  type MembershipPlanInput,
  membershipDiscount,
  membershipExtraDiscount,
  membershipPlanInputSchema,
  money,
  parseAmount,
  percentToBasisPoints,
} from '@parcelway/domain';
import type { MembershipPlanRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { ratesToday } from '../logistics/index.js';
import { currencyCodeOf, currencyFromParam, currencyIdOf, moneyOf } from '../payments/index.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { basisPointsToPercent, presentPlan, presentStaffPlan } from './presenters.js';
import { countPlanClick, findPlan, insertPlan, listPlans, setPlanActive } from './queries/plans.js';
import { lastPaidShipments } from './queries/savings.js';

/** How many of the customer's last paid shipments a plan's card counts its savings on. */
const SAVINGS_SHIPMENTS = 5;

/** A plan's columns from staff's input, with the price checked against its currency. */
function planValues(raw: MembershipPlanInput) {
  const input = membershipPlanInputSchema.parse(raw);
  const currency = currencyFromParam(input.currency);
  const parsed = parseAmount(input.price, currency);
  if (!parsed.ok) throw new AppError('invalid', parsed.key, { params: parsed.params, fields: { price: parsed.key } });
  return {
    input,
    values: {
      nameEn: input.name_en,
      nameCn: input.name_cn,
      nameTw: input.name_tw,
      currencyId: currencyIdOf(currency),
      priceMinor: parsed.amount.minor,
      period: input.period,
      freightBasisPoints: percentToBasisPoints(input.freight_discount_percent),
      extraBasisPoints: percentToBasisPoints(input.extra_discount_percent),
      priority: input.priority,
      sort: input.sort,
    },
  };
}

/** Staff create a plan (POST /ops/membership-plans, npm run ops -- membership-plan). Audited. */
export async function createPlan(ctx: AppContext, actor: StaffActor, raw: MembershipPlanInput) {
  const { input, values } = planValues(raw);
  return ctx.db.transaction(async (tx) => {
    const row = await insertPlan(tx, { ...values, createdByStaffId: actor.staffId });
    await recordStaffAction(tx, actor, 'membership_plan.create', { type: 'membership_plan', id: row.id }, { ...input });
    return presentStaffPlan(row);
  });
}

/**
 * An unsaved plan as the member centre's card shows it, in each language (memberList's presenter; a customer with no
 * paid shipments yet, so no savings line).
 */
export function previewPlan(ctx: AppContext, raw: MembershipPlanInput) {
  const now = ctx.clock();
  const unsaved: MembershipPlanRow = {
    ...planValues(raw).values,
    id: 0,
    active: true,
    clicks: 0,
    createdByStaffId: null,
    createdAt: now,
  };
  const noSavings = { shipments: 0, amount: formatMajor(money(0, currencyCodeOf(unsaved.currencyId))) };
  const cardIn = (language: Language) => presentPlan(unsaved, language, noSavings);
  return { en: cardIn('en'), cn: cardIn('cn'), tw: cardIn('tw') };
}

export async function staffPlans(ctx: AppContext) {
  return (await listPlans(ctx.db, false)).map((row) => presentStaffPlan(row));
}

/** Staff stop selling a plan (or sell it again); purchases already made keep their terms. Audited. */
export async function changePlanActive(ctx: AppContext, actor: StaffActor, id: number, active: boolean) {
  return ctx.db.transaction(async (tx) => {
    const row = await setPlanActive(tx, id, active);
    if (!row) throw new AppError('not_found', 'member.planNotFound');
    await recordStaffAction(tx, actor, 'membership_plan.active', { type: 'membership_plan', id }, { active });
    return presentStaffPlan(row);
  });
}

/**
 * memberList: the plans on sale as cards, each with what it would have taken off the customer's last paid shipments
 * (freight and extra services at the plan's percentages, converted to the plan's currency at today's rates).
 */
export async function memberList(ctx: AppContext, customerId: number, language: Language) {
  const [plans, shipments, { rates }] = await Promise.all([
    listPlans(ctx.db, true),
    lastPaidShipments(ctx.db, customerId, SAVINGS_SHIPMENTS),
    ratesToday(ctx),
  ]);
  const savingsOf = (plan: MembershipPlanRow) => {
    const currency: CurrencyCode = currencyCodeOf(plan.currencyId);
    let minor = 0;
    for (const shipment of shipments) {
      const freight = moneyOf(shipment.postage, shipment.currencyId);
      const extras = moneyOf(Math.max(0, shipment.extra), shipment.currencyId);
      const saved = money(
        membershipDiscount(freight, basisPointsToPercent(plan.freightBasisPoints)).minor +
          membershipExtraDiscount(extras, basisPointsToPercent(plan.extraBasisPoints)).minor,
        freight.currency,
      );
      minor += convertWithRates(saved, currency, rates).minor;
    }
    return { shipments: shipments.length, amount: formatMajor(money(minor, currency)) };
  };
  return { list: plans.map((plan) => presentPlan(plan, language, savingsOf(plan))) };
}

/** incrementMemberClick/{id}: counts a tap on a plan's card. */
export async function incrementMemberClick(ctx: AppContext, id: number) {
  const clicks = await countPlanClick(ctx.db, id);
  if (clicks === undefined) throw new AppError('not_found', 'member.planNotFound');
  return { id, clicks };
}

export async function requirePlan(ctx: AppContext, id: number) {
  const plan = await findPlan(ctx.db, id);
  if (!plan?.active) throw new AppError('not_found', 'member.planNotFound');
  return plan;
}
