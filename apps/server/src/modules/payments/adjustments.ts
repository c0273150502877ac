import {
  CURRENCY_EXPONENTS,
  type CurrencyCode,
  formatMajor,
  type Money,
  parseMajor,
  pickLanguage,
} from '@parcelway/domain';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { sendAccountMail } from '../notifications/index.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { withIdempotency } from './idempotency.js';
import { postBalanceEntry } from './ledger.js';
import { currencyFromParam, major } from './money.js';
import { customerExists } from './queries/coupons.js';
import { findCustomerContact } from './queries/top-ups.js';

export interface BalanceAdjustmentInput {
  /** Signed decimal in the currency: "12.50" credits, "-3" debits. */
  amount: string;
  currency: string;
  reason: string;
}

/** The signed amount, or the field error a clerk can act on (zero, too many decimals, not a number). */
function signedAmount(text: string, currency: CurrencyCode): Money {
  let amount: Money | undefined;
  try {
    amount = parseMajor(text.trim(), currency);
  } catch {
    amount = undefined;
  }
  if (!amount) throw AppError.field('amount', 'ledger.adjustmentInvalid', { decimals: CURRENCY_EXPONENTS[currency] });
  if (amount.minor === 0) throw AppError.field('amount', 'ledger.zeroAmount');
  return amount;
}

/** Outside the customer's key alphabet (`[\x21-\x7e]`), so no key a customer sends can take a staff one. */
const STAFF_KEY_PREFIX = 'staff ';

/**
 * Finance adjusts a customer's balance with a reason (a goodwill credit, a correction, a charge): one 'adjustment'
 * ledger entry under the wallet's lock (never below zero), the staff audit row and the customer's mail, all in one
 * transaction. It needs an Idempotency-Key: the same key answers the first adjustment again and applies nothing, so
 * a double click, a retry or two tabs apply it once. Keys live in the customer's key space after a `staff ` prefix:
 * a customer's own keys are visible ASCII without spaces, so theirs can never meet a staff member's.
 */
export async function adjustBalance(
  ctx: AppContext,
  actor: StaffActor,
  customerId: number,
  input: BalanceAdjustmentInput,
  idempotency: { key: string | undefined; fingerprint: string },
) {
  if (idempotency.key === undefined) throw new AppError('invalid', 'payment.idempotencyKeyRequired');
  const currency = currencyFromParam(input.currency);
  const amount = signedAmount(input.amount, currency);
  const reason = input.reason.trim();
  if (!reason) throw AppError.field('reason', 'ledger.reasonRequired');
  if (!(await customerExists(ctx.db, customerId))) throw new AppError('not_found', 'error.notFound');
  return withIdempotency(
    ctx,
    { customerId, key: `${STAFF_KEY_PREFIX}${idempotency.key}`, fingerprint: idempotency.fingerprint },
    async (tx) => {
      const entry = await postBalanceEntry(tx, customerId, 'adjustment', amount, { reference: reason });
      await recordStaffAction(
        tx,
        actor,
        'balance.adjust',
        { type: 'customer', id: customerId },
        { amount: formatMajor(amount), currency, reason, entry_id: entry.id },
      );
      const now = ctx.clock();
      const contact = await findCustomerContact(tx, customerId);
      const balance = major(entry.balanceAfterMinor, entry.currencyId);
      if (contact) {
        await sendAccountMail(
          tx,
          {
            to: contact.email,
            customerId,
            language: pickLanguage(contact.language),
            kind: amount.minor > 0 ? 'balance_credited' : 'balance_debited',
            params: {
              name: contact.firstName,
              amount: `${currency} ${formatMajor({ ...amount, minor: Math.abs(amount.minor) })}`,
              currency,
              balance: `${currency} ${balance}`,
              reason,
            },
          },
          now,
        );
      }
      return {
        customer_id: customerId,
        entry_id: entry.id,
        amount: formatMajor(amount),
        currency,
        balance,
        reason,
        created_at: entry.createdAt.toISOString(),
      };
    },
  );
}
