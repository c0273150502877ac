import type { AppContext, StaffActor } from '../../http/context.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { requireWaybill } from './moves.js';
import { insertWaybillNote } from './queries/history.js';

/**
 * A staff note on a waybill (shipmentComments): the customer reads it on the shipment with the 'admin' label; audited.
 * Another warehouse's operator gets the 404 of an unknown waybill.
 */
export async function addWaybillNote(ctx: AppContext, actor: StaffActor, waybillId: number, content: string) {
  return ctx.db.transaction(async (tx) => {
    await requireWaybill(tx, waybillId, actor);
    const note = await insertWaybillNote(tx, { waybillId, author: 'admin', staffId: actor.staffId, content });
    await recordStaffAction(tx, actor, 'waybill.note', { type: 'waybill', id: waybillId }, { note_id: note.id });
    return {
      id: note.id,
      target_type: 'waybill' as const,
      target_id: waybillId,
      author: 'admin' as const,
      content,
      created_at: note.createdAt.toISOString(),
    };
  });
}
