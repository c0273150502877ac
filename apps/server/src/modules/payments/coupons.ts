import { randomInt } from 'node:crypto';
import {
  type CouponSpend,
  type CurrencyCode,
  checkCouponForSpend,
  formatMajor,
  type Language,
  localName,
  type MessageKey,
  type Money,
  normaliseCouponCode,
  type OwnedCoupon,
  parseAmount,
  type RatesPerAud,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { CouponRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findLineById, ratesToday } from '../logistics/index.js';
import { listWarehouses } from '../reference/index.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { currencyCodeOf, currencyIdOf, major } from './money.js';
import {
  clearCouponUse,
  collectCoupon,
  customerExists,
  findCouponForCustomer,
  insertCoupon,
  listCustomerCoupons,
  markCouponUsed,
} from './queries/coupons.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Our choice: a coupon issued without --days is valid for 30 days. */
export const DEFAULT_COUPON_DAYS = 30;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCouponCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** A stored coupon's terms, as the domain's rules take them. */
export function couponTerms(row: CouponRow): OwnedCoupon {
  const currency = currencyCodeOf(row.currencyId);
  const inCurrency = (minor: number | null) => (minor === null ? null : { minor: Number(minor), currency });
  return {
    amount: inCurrency(row.amountMinor),
    percentBasisPoints: row.percentBasisPoints,
    cap: inCurrency(row.capMinor),
    minimumSpend: inCurrency(row.minSpendMinor),
    scope: row.scope,
    storeId: row.storeId,
    lineId: row.lineId,
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
    usedAt: row.usedAt,
  };
}

export interface IssueCouponInput {
  customer_id?: number | undefined;
  amount?: string | undefined;
  percent?: number | undefined;
  currency: string;
  min_spend?: string | undefined;
  days?: number | undefined;
  code?: string | undefined;
  /** A claimable coupon offered to every customer; without it only its code reaches anyone. */
  publish?: boolean | undefined;
}

/**
 * Staff issue a coupon (npm run ops -- issue-coupon): a customer's own, or claimable when no customer is named
 * (published to everyone with --publish, else reaching only whoever is given its code).
 */
export async function issueCoupon(ctx: AppContext, actor: StaffActor, input: IssueCouponInput) {
  const currency = input.currency.trim().toUpperCase() as CurrencyCode;
  if ((input.amount === undefined) === (input.percent === undefined))
    throw AppError.field('amount', 'coupon.amountOrPercent');
  const amount = input.amount === undefined ? undefined : parseAmount(input.amount, currency);
  if (amount && !amount.ok)
    throw new AppError('invalid', amount.key, { params: amount.params, fields: { amount: amount.key } });
  const minSpend = input.min_spend === undefined ? undefined : parseAmount(input.min_spend, currency);
  if (minSpend && !minSpend.ok)
    throw new AppError('invalid', minSpend.key, { params: minSpend.params, fields: { min_spend: minSpend.key } });
  if (input.customer_id !== undefined && !(await customerExists(ctx.db, input.customer_id)))
    throw AppError.field('customer_id', 'error.notFound');
  const now = ctx.clock();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertCoupon(tx, {
        code: input.code ? normaliseCouponCode(input.code) : newCouponCode(),
        customerId: input.customer_id ?? null,
        currencyId: currencyIdOf(currency),
        amountMinor: amount?.ok ? amount.amount.minor : null,
        percentBasisPoints: input.percent === undefined ? null : Math.round(input.percent * 100),
        minSpendMinor: minSpend?.ok ? minSpend.amount.minor : null,
        published: input.customer_id === undefined && input.publish === true,
        startsAt: now,
        expiresAt: new Date(now.getTime() + (input.days ?? DEFAULT_COUPON_DAYS) * DAY_MS),
        createdByStaffId: actor.staffId,
      });
      await recordStaffAction(
        tx,
        actor,
        'coupon.issue',
        { type: 'coupon', id: inserted.id },
        {
          customer_id: inserted.customerId,
          currency,
          amount: input.amount,
          percent: input.percent,
          min_spend: input.min_spend,
          days: input.days,
          publish: input.publish,
        },
      );
      return inserted;
    });
    return presentCoupon(row);
  } catch (error) {
    if (isUniqueViolation(error, 'coupons_code_unique')) throw AppError.field('code', 'coupon.codeTaken');
    throw error;
  }
}

export function presentCoupon(row: CouponRow) {
  return {
    id: row.id,
    code: row.code,
    currency: currencyCodeOf(row.currencyId),
    amount: row.amountMinor === null ? null : major(row.amountMinor, row.currencyId),
    percent: row.percentBasisPoints === null ? null : row.percentBasisPoints / 100,
    min_spend: row.minSpendMinor === null ? null : major(row.minSpendMinor, row.currencyId),
    expires_at: row.expiresAt?.toISOString() ?? null,
    claimable: row.customerId === null,
    published: row.published,
    used: row.usedAt !== null,
  };
}

/**
 * A coupon checked against a spend: where it applies (its scope, warehouse and line, named), `discount` when usable,
 * else the reason it is not, in the reader's language.
 */
function presentCheckoutCoupon(row: CouponRow, terms: OwnedCoupon, language: Language, check: CouponCheck) {
  return {
    cap: row.capMinor === null ? null : major(row.capMinor, row.currencyId),
    scope: row.scope,
    store_id: row.storeId,
    store_name: terms.storeName ?? null,
    line_id: row.lineId,
    line_name: terms.lineName ?? null,
    usable: check.usable,
    discount: check.discount ? formatMajor(check.discount) : null,
    reason: check.problem ? translate(language, check.problem.key, check.problem.params) : null,
    ...presentCoupon(row),
  };
}

interface CouponCheck {
  usable: boolean;
  discount: Money | null;
  problem: { key: MessageKey; params: Record<string, string> } | null;
}

function checkTerms(terms: OwnedCoupon, spend: CouponSpend, rates: RatesPerAud, now: Date): CouponCheck {
  const result = checkCouponForSpend(terms, spend, now, rates);
  if (!result.usable)
    return { usable: false, discount: null, problem: { ...result.problem, params: { ...result.problem.params } } };
  return { usable: true, discount: result.discount, problem: null };
}

/** A spend known only by its amount (getAvailableCoupon): every scope is measured against it, any warehouse. */
function amountOnly(amount: Money): CouponSpend {
  return { total: amount, freight: amount, extras: amount };
}

/**
 * The coupon a customer names at checkout (by code, or by id among their own) against a spend: the domain's
 * rules (validity, single use, warehouse and line, minimum spend, its scope, a percentage's cap, amounts
 * converted at today's `rates`, which the caller read for the spend too). Redeeming without a code says SPEC's
 * 'redemption needs a code'. With the reader's `language`, a refusal for another warehouse or line names it, as the
 * coupon list does. Read-only: markCouponRedeemed takes it in the payment's transaction.
 */
export async function couponForCheckout(
  db: Database,
  customerId: number,
  ref: { code?: string | undefined; id?: number | undefined },
  spend: CouponSpend | Money,
  at: { now: Date; rates: RatesPerAud },
  language?: Language,
) {
  const against = 'total' in spend ? spend : amountOnly(spend);
  const code = ref.code === undefined ? undefined : normaliseCouponCode(ref.code);
  if (ref.id === undefined && !code) throw AppError.field('code', 'coupon.codeRequired');
  const row = await findCouponForCustomer(db, customerId, ref.id !== undefined ? { id: ref.id } : { code });
  if (!row) throw AppError.field('code', 'coupon.unknown');
  const terms = language === undefined ? couponTerms(row) : (await withScopeNames(db, [row], language))(row);
  const check = checkTerms(terms, against, at.rates, at.now);
  if (!check.usable || !check.discount) {
    const problem = check.problem ?? { key: 'coupon.unknown' as const, params: {} };
    throw new AppError('rule', problem.key, { params: problem.params, fields: { code: problem.key } });
  }
  return { coupon: row, discount: check.discount };
}

/**
 * Takes a coupon for a payment, inside its transaction: only if it is still unused (a conditional update),
 * so two payments cannot both use one coupon. Refused with 'coupon.used' otherwise.
 */
export async function markCouponRedeemed(
  tx: Database,
  couponId: number,
  use: { customerId: number; purpose: string; targetId: number | null; at: Date },
) {
  if (!(await markCouponUsed(tx, couponId, use))) throw new AppError('conflict', 'coupon.used');
}

/** Gives a coupon back (its payment failed or was cancelled). */
export function releaseCoupon(tx: Database, couponId: number) {
  return clearCouponUse(tx, couponId);
}

/**
 * The names of the warehouses and lines the coupons are for, in the reader's language, so that a coupon refused
 * for another warehouse or line names the one it is for ("only for the Sea line").
 */
async function withScopeNames(db: Database, rows: CouponRow[], language: Language) {
  const lineIds = [...new Set(rows.flatMap((row) => (row.lineId === null ? [] : [row.lineId])))];
  const [warehouses, lines] = await Promise.all([
    rows.some((row) => row.storeId !== null) ? listWarehouses(db) : Promise.resolve([]),
    Promise.all(lineIds.map((id) => findLineById(db, id))),
  ]);
  const storeNames = new Map(warehouses.map(({ warehouse }) => [warehouse.storeId, localName(language, warehouse)]));
  const lineNames = new Map(
    lines.flatMap((found) => (found ? [[found.line.id, localName(language, found.line)]] : [])),
  );
  return (row: CouponRow): OwnedCoupon => ({
    ...couponTerms(row),
    storeName: row.storeId === null ? undefined : storeNames.get(row.storeId),
    lineName: row.lineId === null ? undefined : lineNames.get(row.lineId),
  });
}

/**
 * The coupons a customer can name at checkout against a spend — their unused coupons and those published to
 * everyone, not expired — each with `usable`, its `discount` and, when not usable, the reason in the reader's
 * language, usable first. The same domain rule as the payment (checkCouponForSpend), so what the list offers the
 * payment takes and what it refuses the payment refuses. With `code`, that one coupon (a claimable one is collected:
 * it becomes the customer's). `rates` are today's (ratesToday), the ones the spend was converted with.
 */
export async function couponsForSpend(
  ctx: AppContext,
  customerId: number,
  spend: CouponSpend,
  rates: RatesPerAud,
  language: Language,
  code?: string | undefined,
) {
  const now = ctx.clock();
  if (code !== undefined) {
    const { coupon, discount } = await couponForCheckout(ctx.db, customerId, { code }, spend, { now, rates }, language);
    // The code was given to this customer: the coupon becomes theirs, so checkout may name it by id.
    if (coupon.customerId === null && !coupon.published && !(await collectCoupon(ctx.db, coupon.id, customerId)))
      throw AppError.field('code', 'coupon.unknown');
    const terms = await withScopeNames(ctx.db, [coupon], language);
    return {
      list: [presentCheckoutCoupon(coupon, terms(coupon), language, { usable: true, discount, problem: null })],
    };
  }
  const rows = await listCustomerCoupons(ctx.db, customerId);
  const current = rows.filter((row) => !row.expiresAt || row.expiresAt.getTime() > now.getTime());
  const termsOf = await withScopeNames(ctx.db, current, language);
  const list = current.map((row) => {
    const terms = termsOf(row);
    return presentCheckoutCoupon(row, terms, language, checkTerms(terms, spend, rates, now));
  });
  return { list: list.sort((a, b) => Number(b.usable) - Number(a.usable)) };
}

/**
 * getAvailableCoupon with only an amount (no waybill): every scope is measured against it, any warehouse and line.
 * A waybill's pay page asks with its id instead (waybills' waybillCoupons), so warehouse, line and scope count.
 */
export async function availableCoupons(
  ctx: AppContext,
  customerId: number,
  input: { amount: string; currency: string; code?: string | undefined },
  language: Language,
) {
  const currency = input.currency.trim().toUpperCase() as CurrencyCode;
  const parsed = parseAmount(input.amount, currency);
  if (!parsed.ok) throw new AppError('invalid', parsed.key, { params: parsed.params, fields: { amount: parsed.key } });
  const { rates } = await ratesToday(ctx);
  return couponsForSpend(ctx, customerId, amountOnly(parsed.amount), rates, language, input.code);
}

export interface CouponGrant {
  customerId: number;
  templateId: number;
  currencyId: number;
  amountMinor: number | null;
  percentBasisPoints: number | null;
  capMinor: number | null;
  minSpendMinor: number | null;
  scope: CouponRow['scope'];
  storeId: number | null;
  lineId: number | null;
  startsAt: Date;
  expiresAt: Date | null;
}

/** Gives the customer a coupon claimed from a campaign, inside the claim's transaction, with a fresh code. */
export async function grantCoupon(tx: Database, grant: CouponGrant) {
  return insertCoupon(tx, { code: newCouponCode(), ...grant });
}
