import type { MessageKey } from '../i18n/messages.js';
import { type CurrencyCode, formatMajor, type Money, money } from '../money/money.js';

/**
 * The prepaid balance and the points as append-only ledgers. A wallet holds one currency (a customer has
 * one wallet per currency); its balance is the sum of its entries and never goes below zero. Points are
 * one ledger per customer, whole numbers, never below zero either.
 */

/** Movements of a balance wallet, with the sign each must have (0: either sign). */
export const BALANCE_ENTRY_SIGNS = {
  /** Money the customer paid in (card or approved bank transfer). */
  top_up: 1,
  /** A top-up offer's bonus: not withdrawable, transferable or refundable (SPEC §9). */
  top_up_bonus: 1,
  /** A payment from the balance (a waybill, a membership …). */
  payment: -1,
  /** Money of an earlier payment given back to the balance. */
  refund: 1,
  /** A correction by staff, either way. */
  adjustment: 0,
  /** What an approved shipment claim pays (lost, damaged or missing items), once per claim. */
  compensation: 1,
} as const;

export type BalanceEntryKind = keyof typeof BALANCE_ENTRY_SIGNS;
export const BALANCE_ENTRY_KINDS = Object.keys(BALANCE_ENTRY_SIGNS) as BalanceEntryKind[];

export const POINT_ENTRY_SIGNS = {
  points_earned: 1,
  points_spent: -1,
  points_refund: 1,
  points_adjustment: 0,
  /** Points a paid shipment earned, taken back when its payment is refunded (at most what is held). */
  points_reversed: -1,
  /** Points that lapsed (POINTS_DORMANT_DAYS without a movement). */
  points_expired: -1,
  /** An invitation done: the inviter and the friend each receive INVITE_REWARD_POINTS. */
  points_invite: 1,
  /** An invitation's reward taken back: the friend's qualifying shipment was cancelled before dispatch. */
  points_invite_reversed: -1,
  /** Points for an activity (share for points), once per activity and period. */
  points_activity: 1,
  /** Points won on the lottery wheel. */
  points_prize: 1,
} as const;

export type PointEntryKind = keyof typeof POINT_ENTRY_SIGNS;
export const POINT_ENTRY_KINDS = Object.keys(POINT_ENTRY_SIGNS) as PointEntryKind[];

export type LedgerEntryKind = BalanceEntryKind | PointEntryKind;

export function isBalanceEntryKind(value: string): value is BalanceEntryKind {
  return Object.hasOwn(BALANCE_ENTRY_SIGNS, value);
}

export function isPointEntryKind(value: string): value is PointEntryKind {
  return Object.hasOwn(POINT_ENTRY_SIGNS, value);
}

/** Bonus credit stays in the wallet for paying us; it is never paid out, moved or refunded. */
export function isWithdrawable(kind: BalanceEntryKind): boolean {
  return kind !== 'top_up_bonus';
}

export interface BalanceEntry {
  readonly kind: BalanceEntryKind;
  /** Signed: positive credits the wallet, negative debits it. */
  readonly amount: Money;
}

export interface LedgerProblem {
  readonly key: MessageKey;
  readonly params: Record<string, string | number>;
}

export class LedgerError extends Error {
  constructor(readonly problem: LedgerProblem) {
    super(problem.key);
    this.name = 'LedgerError';
  }
}

function signProblem(kind: LedgerEntryKind, amount: number, sign: 1 | -1 | 0): LedgerProblem | null {
  if (amount === 0) return { key: 'ledger.zeroAmount', params: {} };
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Ledger amounts are whole minor units, got ${amount}`);
  if (sign !== 0 && Math.sign(amount) !== sign) return { key: 'ledger.wrongSign', params: { kind } };
  return null;
}

/**
 * Why `entry` cannot be added to a wallet holding `balance`, or null: an amount of zero, a sign its kind
 * does not take, another currency, or a debit larger than the balance ('payment.insufficientBalance').
 */
export function ledgerProblem(balance: Money, entry: BalanceEntry): LedgerProblem | null {
  if (entry.amount.currency !== balance.currency) return { key: 'ledger.wrongCurrency', params: {} };
  const wrong = signProblem(entry.kind, entry.amount.minor, BALANCE_ENTRY_SIGNS[entry.kind]);
  if (wrong) return wrong;
  if (balance.minor + entry.amount.minor < 0) {
    return {
      key: 'payment.insufficientBalance',
      params: {
        currency: balance.currency,
        balance: formatMajor(balance),
        amount: formatMajor(money(-entry.amount.minor, balance.currency)),
      },
    };
  }
  return null;
}

/** The wallet's balance after `entry`; throws a LedgerError with the reason when it cannot be added. */
export function balanceAfter(balance: Money, entry: BalanceEntry): Money {
  const problem = ledgerProblem(balance, entry);
  if (problem) throw new LedgerError(problem);
  return money(balance.minor + entry.amount.minor, balance.currency);
}

/** A wallet's balance from its entries: their sum. */
export function sumEntries(currency: CurrencyCode, entries: readonly BalanceEntry[]): Money {
  let total = 0;
  for (const entry of entries) {
    if (entry.amount.currency !== currency)
      throw new RangeError(`An entry in ${entry.amount.currency} is not ${currency}`);
    total += entry.amount.minor;
  }
  return money(total, currency);
}

/** Why a refund of `amount` of a payment of `paid` (of which `refunded` went back already) is refused, or null. */
export function refundProblem(paid: Money, refunded: Money, amount: Money): LedgerProblem | null {
  const left = paid.minor - refunded.minor;
  if (amount.minor <= 0) return { key: 'ledger.zeroAmount', params: {} };
  if (amount.minor > left)
    return {
      key: 'payment.refundTooLarge',
      params: { amount: `${paid.currency} ${formatMajor(money(left, paid.currency))}` },
    };
  return null;
}

/** Why `change` points cannot be added to `points` held, or null: zero, a wrong sign, or spending more than held. */
export function pointsProblem(points: number, kind: PointEntryKind, change: number): LedgerProblem | null {
  const wrong = signProblem(kind, change, POINT_ENTRY_SIGNS[kind]);
  if (wrong) return wrong;
  if (points + change < 0) return { key: 'payment.insufficientPoints', params: { points, needed: -change } };
  return null;
}

export function pointsAfter(points: number, kind: PointEntryKind, change: number): number {
  const problem = pointsProblem(points, kind, change);
  if (problem) throw new LedgerError(problem);
  return points + change;
}
