import { randomInt } from 'node:crypto';
import {
  type Claimant,
  type CouponTemplateInput,
  type CurrencyCode,
  claimProblem,
  type Language,
  normaliseCouponCode,
  parseAmount,
  percentToBasisPoints,
} from '@parcelway/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { CouponTemplateRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findLineById } from '../logistics/index.js';
import { couponCountsByTemplate, currencyFromParam, currencyIdOf } from '../payments/index.js';
import { listWarehouses } from '../reference/index.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { presentCampaign, presentTemplate } from './presenters.js';
import { insertCodes, listCodes } from './queries/codes.js';
import { findTemplate, insertTemplate, listTemplates, setTemplateActive } from './queries/templates.js';

function amountOf(field: string, value: string | undefined, currency: CurrencyCode) {
  if (value === undefined) return null;
  const parsed = parseAmount(value, currency);
  if (!parsed.ok) throw new AppError('invalid', parsed.key, { params: parsed.params, fields: { [field]: parsed.key } });
  return parsed.amount.minor;
}

/** A coupon kept to a warehouse or a line names real ones, and a line of that warehouse. */
async function checkPlaces(ctx: AppContext, input: CouponTemplateInput) {
  if (input.store_id !== undefined) {
    const known = await listWarehouses(ctx.db);
    if (!known.some((row) => row.warehouse.storeId === input.store_id))
      throw AppError.field('store_id', 'validation.choice');
  }
  if (input.line_id !== undefined) {
    const found = await findLineById(ctx.db, input.line_id);
    if (!found) throw AppError.field('line_id', 'validation.choice');
    if (input.store_id !== undefined && found.line.storeId !== input.store_id)
      throw AppError.field('line_id', 'coupon.lineOtherWarehouse');
  }
}

/** A campaign's columns from staff's input, with every rule the input schema cannot check alone. */
async function templateValues(ctx: AppContext, input: CouponTemplateInput) {
  await checkPlaces(ctx, input);
  const currency = currencyFromParam(input.currency);
  if (input.cap !== undefined && input.percent === undefined) throw AppError.field('cap', 'coupon.capWithoutPercent');
  const startsAt = input.starts_at ? new Date(input.starts_at) : ctx.clock();
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) throw AppError.field('ends_at', 'content.scheduleInvalid');
  return {
    nameEn: input.name_en,
    nameCn: input.name_cn,
    nameTw: input.name_tw,
    currencyId: currencyIdOf(currency),
    amountMinor: amountOf('amount', input.amount, currency),
    percentBasisPoints: input.percent === undefined ? null : percentToBasisPoints(input.percent),
    capMinor: amountOf('cap', input.cap, currency),
    minSpendMinor: amountOf('min_spend', input.min_spend, currency),
    scope: input.scope,
    storeId: input.store_id ?? null,
    lineId: input.line_id ?? null,
    startsAt,
    endsAt,
    validDays: input.valid_days ?? null,
    totalQuantity: input.total ?? null,
    remaining: input.total ?? null,
    perCustomer: input.per_customer,
    audience: input.audience,
    inCentre: input.in_centre,
    popUp: input.pop_up,
  };
}

/** Staff create a campaign (POST /ops/coupon-templates, npm run ops -- coupon-template). Audited. */
export async function createTemplate(ctx: AppContext, actor: StaffActor, input: CouponTemplateInput) {
  const values = await templateValues(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const row = await insertTemplate(tx, { ...values, createdByStaffId: actor.staffId });
    await recordStaffAction(tx, actor, 'coupon_template.create', { type: 'coupon_template', id: row.id }, { ...input });
    return presentTemplate(row, NOTHING_GIVEN);
  });
}

/** A customer the campaign is meant for, who has not claimed it yet: whatever stops them is the campaign's terms. */
const INTENDED_CUSTOMER: Claimant = { claimed: 0, newCustomer: true, newAtWarehouse: true, member: true };

/**
 * An unsaved campaign as the coupon centre would offer it, in each language: the centre's own presenter and claim
 * rule over the form's input, so the preview says what a customer will read (or why they cannot claim it yet).
 */
export async function previewTemplate(ctx: AppContext, input: CouponTemplateInput) {
  const now = ctx.clock();
  const unsaved: CouponTemplateRow = {
    ...(await templateValues(ctx, input)),
    id: 0,
    active: true,
    createdByStaffId: null,
    createdAt: now,
  };
  const problem = claimProblem(unsaved, INTENDED_CUSTOMER, now);
  const offerIn = (language: Language) => presentCampaign(unsaved, problem, language);
  return { en: offerIn('en'), cn: offerIn('cn'), tw: offerIn('tw') };
}

const NOTHING_GIVEN = { issued: 0, used: 0 };

/** Every campaign with how many coupons it gave and how many of those were spent. */
export async function staffTemplates(ctx: AppContext) {
  const rows = await listTemplates(ctx.db);
  const counts = await couponCountsByTemplate(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentTemplate(row, counts.get(row.id) ?? NOTHING_GIVEN));
}

/** Staff stop (or restart) a campaign: no more claims; coupons already claimed stay valid. Audited. */
export async function setCampaignActive(ctx: AppContext, actor: StaffActor, id: number, active: boolean) {
  return ctx.db.transaction(async (tx) => {
    const row = await setTemplateActive(tx, id, active);
    if (!row) throw new AppError('not_found', 'coupon.templateNotFound');
    await recordStaffAction(tx, actor, active ? 'coupon_template.start' : 'coupon_template.stop', {
      type: 'coupon_template',
      id,
    });
    const counts = await couponCountsByTemplate(tx, [id]);
    return presentTemplate(row, counts.get(id) ?? NOTHING_GIVEN);
  });
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * Staff make codes for a campaign: `count` single-use codes, or one shared `code` good for `max_uses` customers.
 * Each customer redeems a code once. Audited.
 */
export async function createCodes(
  ctx: AppContext,
  actor: StaffActor,
  templateId: number,
  input: { count: number; code?: string | undefined; max_uses: number },
) {
  if (!(await findTemplate(ctx.db, templateId))) throw new AppError('not_found', 'coupon.templateNotFound');
  const rows = input.code
    ? [{ code: normaliseCouponCode(input.code), templateId, maxUses: input.max_uses }]
    : Array.from({ length: input.count }, () => ({ code: newCode(), templateId, maxUses: input.max_uses }));
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const inserted = await insertCodes(tx, rows);
      await recordStaffAction(
        tx,
        actor,
        'coupon_codes.create',
        { type: 'coupon_template', id: templateId },
        { count: inserted.length, shared: input.code !== undefined, max_uses: input.max_uses },
      );
      return inserted;
    });
    return { list: created.map((row) => ({ code: row.code, max_uses: row.maxUses, uses: row.uses })) };
  } catch (error) {
    if (isUniqueViolation(error, 'coupon_codes_code_unique')) throw AppError.field('code', 'coupon.codeTaken');
    throw error;
  }
}

export async function staffCodes(ctx: AppContext, templateId: number) {
  const rows = await listCodes(ctx.db, templateId);
  return { list: rows.map((row) => ({ code: row.code, max_uses: row.maxUses, uses: row.uses })) };
}
