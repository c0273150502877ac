import type { CurrencyCode } from '@parcelway/domain';
import {
  type BalanceEntryKind,
  type Language,
  type PointEntryKind,
  pointsExpireAt,
  pointsExpireSoon,
  translate,
} from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { presentAttempt } from './attempt-views.js';
import { postPointEntry } from './ledger.js';
import { currencyCodeOf, currencyIdOf, major } from './money.js';
import { findAttempt } from './queries/attempts.js';
import { customerExists } from './queries/coupons.js';
import {
  type BalanceEntryRow,
  findBalanceEntry,
  lastPointMovement,
  pageBalanceEntries,
  pagePointEntries,
  pointsHeld,
} from './queries/ledger.js';
import { findTopUp } from './queries/top-ups.js';
import { presentTopUp } from './top-ups.js';

interface Page {
  page: number;
  perPage: number;
}

function describe(language: Language, purpose: string | null, targetId: number | null): string {
  if (!purpose) return '';
  const key =
    purpose === 'top_up'
      ? 'paymentPurpose.top_up'
      : purpose === 'waybill'
        ? 'paymentPurpose.waybill'
        : 'paymentPurpose.other';
  return translate(language, key, { reference: targetId === null ? '' : `#${targetId}` }).trim();
}

function presentEntry(row: BalanceEntryRow, language: Language) {
  return {
    id: row.id,
    kind: row.kind,
    kind_name: translate(language, `ledgerKind.${row.kind as BalanceEntryKind}`),
    amount: major(row.amountMinor, row.currencyId),
    currency: currencyCodeOf(row.currencyId),
    balance_after: major(row.balanceAfterMinor, row.currencyId),
    withdrawable: row.withdrawable,
    purpose: row.purpose,
    target_id: row.targetId,
    // A staff adjustment says why (the reason finance gave); the rest say what they paid for.
    description:
      row.kind === 'adjustment' && row.reference ? row.reference : describe(language, row.purpose, row.targetId),
    created_at: row.createdAt.toISOString(),
  };
}

/** balanceTransactionList: the wallet movements, newest first, in one currency or all. */
export async function balanceTransactions(
  ctx: AppContext,
  customerId: number,
  query: Page & { currency?: CurrencyCode | undefined },
  language: Language,
) {
  const { rows, total } = await pageBalanceEntries(ctx.db, customerId, {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
    ...(query.currency && { currencyId: currencyIdOf(query.currency) }),
  });
  return { list: rows.map((row) => presentEntry(row, language)), total, page: query.page, perPage: query.perPage };
}

/** transactionDetail/{id}: one movement with the payment and top-up behind it. Another customer's id is a 404. */
export async function transactionDetail(ctx: AppContext, customerId: number, id: number, language: Language) {
  const row = await findBalanceEntry(ctx.db, customerId, id);
  // SPEC §8's sentence for a transaction that is not there (or is another customer's).
  if (!row) throw new AppError('not_found', 'payment.noTransactions');
  const attempt = row.attemptId ? await findAttempt(ctx.db, row.attemptId) : undefined;
  const topUp = row.purpose === 'top_up' && row.targetId !== null ? await findTopUp(ctx.db, row.targetId) : undefined;
  return {
    payment: attempt ? presentAttempt(attempt, language) : null,
    top_up: topUp ? presentTopUp(topUp, language) : null,
    ...presentEntry(row, language),
    ...(row.withdrawable ? {} : { note: translate(language, 'ledger.bonusRestricted') }),
  };
}

/** pointHistory: points movements, newest first, with the points held now. */
export async function pointHistory(ctx: AppContext, customerId: number, query: Page, language: Language) {
  const [{ rows, total }, points, lastMoved] = await Promise.all([
    pagePointEntries(ctx.db, customerId, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
    pointsHeld(ctx.db, customerId),
    lastPointMovement(ctx.db, customerId),
  ]);
  // In the app as by mail: when the points held lapse if nothing moves them, and whether that is soon.
  const lapses = points > 0 && lastMoved ? pointsExpireAt(lastMoved) : null;
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      kind_name: translate(language, `ledgerKind.${row.kind as PointEntryKind}`),
      points: row.points,
      points_after: row.pointsAfter,
      purpose: row.purpose,
      target_id: row.targetId,
      description: describe(language, row.purpose, row.targetId),
      created_at: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    perPage: query.perPage,
    points,
    expires_at: lapses?.toISOString() ?? null,
    expiring_soon: lapses !== null && lastMoved !== undefined && pointsExpireSoon(lastMoved, ctx.clock()),
  };
}

/**
 * Staff adjust a customer's points (npm run ops -- adjust-points): goodwill, a referral reward, a correction.
 * One 'points_adjustment' entry with the reason; never below zero.
 */
export async function adjustPoints(
  ctx: AppContext,
  actor: StaffActor,
  customerId: number,
  input: { points: number; reason: string },
) {
  if (input.points === 0) throw AppError.field('points', 'ledger.zeroAmount');
  if (!(await customerExists(ctx.db, customerId))) throw new AppError('not_found', 'error.notFound');
  const entry = await ctx.db.transaction(async (tx) => {
    const posted = await postPointEntry(tx, customerId, 'points_adjustment', input.points, {
      reference: input.reason,
    });
    await recordStaffAction(
      tx,
      actor,
      'points.adjust',
      { type: 'customer', id: customerId },
      {
        points: input.points,
        reason: input.reason,
      },
    );
    return posted;
  });
  return { customer_id: customerId, points: entry.pointsAfter, change: entry.points, reason: entry.reference };
}
