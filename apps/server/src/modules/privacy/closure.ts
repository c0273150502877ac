import { internationalPhone } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { hashPassword } from '../../security/passwords.js';
import { newToken } from '../../security/tokens.js';
import { revokeCustomerSessions } from '../auth/index.js';
import { deleteRecipientsOf } from '../recipients/index.js';
import { activeCustomer, deletePersonalRecords, forgetBoundAccountsOf, updateCustomer } from '../users/index.js';
import { consumeCode } from '../verification/index.js';
import { assertNothingInFlight, erasePersonalData, removeFileBytes } from './erasure.js';

/**
 * Closes the account after an SMS code to the verified phone, once nothing is in flight. One transaction erases the
 * personal data (profile, addresses, shipment texts, files, logs, codes, sessions, messages) and keeps the ledger and
 * the shipment records under a pseudonym; the files' bytes go after the commit. Answers the storage keys whose bytes
 * could not be deleted, for the caller to log.
 */
export async function closeAccount(ctx: AppContext, customerId: number, code: string): Promise<string[]> {
  const customer = await activeCustomer(ctx, customerId);
  if (!customer.phoneVerifiedAt || !customer.phone) throw new AppError('rule', 'account.phoneRequiredForClosure');
  await assertNothingInFlight(ctx.db, customerId);
  await consumeCode(
    ctx,
    'close_account',
    internationalPhone(customer.phoneCode ?? '', customer.phone),
    code,
    customerId,
  );
  const now = ctx.clock();
  const unusablePassword = await hashPassword(newToken());
  const storageKeys = await ctx.db.transaction(async (tx) => {
    // Checked again inside: a parcel or payment may have begun since the first look.
    await assertNothingInFlight(tx, customerId);
    await revokeCustomerSessions(tx, customerId, 'account_closed', now);
    const keys = await erasePersonalData(tx, customer, now);
    await updateCustomer(tx, customerId, {
      status: 'closed',
      closedAt: now,
      firstName: 'Closed',
      lastName: 'Account',
      email: `closed-${customerId}@closed.invalid`,
      pendingEmail: null,
      phone: null,
      phoneCode: null,
      phoneVerifiedAt: null,
      passwordHash: unusablePassword,
      updatedAt: now,
    });
    await deletePersonalRecords(tx, customerId);
    await deleteRecipientsOf(tx, customerId);
    await forgetBoundAccountsOf(tx, customerId);
    return keys;
  });
  return removeFileBytes(ctx, storageKeys);
}
