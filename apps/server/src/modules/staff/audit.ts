import type { Database } from '../../db/client.js';
import type { StaffActor } from '../../http/context.js';
import { insertStaffAuditRow } from './queries.js';

/** Keys never written to the audit trail, whatever a caller passes. */
const SECRET_KEYS = /password|token|secret|code_hash|signature/i;

/**
 * Records one staff action in the audit trail. Call it with the transaction of the action itself, so the
 * row exists exactly when the action happened (a failed action rolls its row back with it).
 */
export async function recordStaffAction(
  tx: Database,
  actor: StaffActor,
  action: string,
  target: { type: string; id: string | number },
  details: Record<string, unknown> = {},
): Promise<void> {
  await insertStaffAuditRow(tx, {
    staffId: actor.staffId,
    action,
    targetType: target.type,
    targetId: String(target.id),
    details: withoutSecrets(details),
    requestId: actor.requestId,
  });
}

function withoutSecrets(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).filter(([key, value]) => value !== undefined && !SECRET_KEYS.test(key)),
  );
}

/** Whether the actor may act in this warehouse (warehouse operators only in theirs). */
export function worksIn(actor: StaffActor, storeId: number | null | undefined): boolean {
  if (actor.storeIds === null) return true;
  return storeId !== null && storeId !== undefined && actor.storeIds.includes(storeId);
}

/**
 * The warehouses a list may show: the one asked for if the actor works there, else all of theirs
 * (`undefined`: every warehouse).
 */
export function storesToList(actor: StaffActor, requested: number | undefined): number[] | undefined {
  if (actor.storeIds === null) return requested === undefined ? undefined : [requested];
  if (requested === undefined) return actor.storeIds;
  return actor.storeIds.includes(requested) ? [requested] : [];
}
