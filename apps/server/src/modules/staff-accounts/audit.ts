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
