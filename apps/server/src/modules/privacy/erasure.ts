import { closureBlockers, closureProblem, internationalPhone } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { CustomerRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { eraseCustomerContent } from '../content/index.js';
import { forgetInboundMailsOf } from '../inbound-mail/index.js';
import { closeMembershipsOf } from '../membership/index.js';
import { forgetNotificationsOf } from '../notifications/index.js';
import { forgetMessagesOf } from '../outbox/index.js';
import { revokeSharesOf } from '../tracking/index.js';
import {
  blankShipmentTexts,
  deleteFileRows,
  deletePersonalTraces,
  findFilesToErase,
  readClosureSituation,
} from './queries.js';

/** Refuses closure while a shipment, a parcel, a reviewed payment or money on the balance is still the customer's. */
export async function assertNothingInFlight(db: Database, customerId: number): Promise<void> {
  const situation = await readClosureSituation(db, customerId);
  const problem = closureProblem(situation);
  // What holds it goes with the sentence, so the screen can lead to the parcels, shipments or money concerned.
  if (problem) throw new AppError('rule', problem, { data: { blocking: closureBlockers(situation) } });
}

/** The addresses the customer was reached at: messages and codes were keyed by them. */
export function addressesOf(customer: CustomerRow): string[] {
  const addresses = [customer.email];
  if (customer.pendingEmail) addresses.push(customer.pendingEmail);
  if (customer.phone) addresses.push(internationalPhone(customer.phoneCode ?? '', customer.phone));
  return addresses;
}

/**
 * Erases the customer's personal data inside the closing transaction (the customer row itself is the caller's):
 * blanks the shipment texts, deletes traces, forgets messages, devices and forwarded e-mails, switches off share links, erases support messages and feedback, stops membership renewal, and drops the file rows. Answers the storage keys whose
 * bytes must go once the transaction has committed.
 */
export async function erasePersonalData(tx: Database, customer: CustomerRow, now: Date): Promise<string[]> {
  const addresses = addressesOf(customer);
  const files = await findFilesToErase(tx, customer.id);
  await blankShipmentTexts(tx, customer.id);
  await deletePersonalTraces(tx, customer.id, addresses);
  await forgetMessagesOf(tx, customer.id, addresses);
  await forgetNotificationsOf(tx, customer.id);
  await forgetInboundMailsOf(tx, customer.id);
  await revokeSharesOf(tx, customer.id, now);
  await eraseCustomerContent(tx, customer.id);
  await closeMembershipsOf(tx, customer.id);
  await deleteFileRows(
    tx,
    files.map((file) => file.id),
  );
  return files.map((file) => file.storageKey);
}

/**
 * Deletes the bytes of erased files, after the commit (a rolled-back closure must not lose files). Each key is tried
 * twice; the keys that still failed are answered so the caller logs them for the operator: their rows are already
 * gone, so nothing links them to anyone and no link can serve them again.
 */
export async function removeFileBytes(ctx: AppContext, storageKeys: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const key of storageKeys) {
    const removed = await ctx.storage
      .remove(key)
      .then(() => true)
      .catch(() =>
        ctx.storage
          .remove(key)
          .then(() => true)
          .catch(() => false),
      );
    if (!removed) failed.push(key);
  }
  return failed;
}
