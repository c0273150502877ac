import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { recordStaffAction, worksIn } from '../staff-accounts/index.js';
import { insertComment } from './queries/history.js';
import { findParcelById } from './queries/parcels.js';

/**
 * A staff note on a parcel (SPEC §3 "admin note"): a comment the customer reads on the parcel with the 'admin'
 * label, audited with the staff member. Another warehouse's operator gets the 404 of an unknown parcel.
 */
export async function addParcelNote(ctx: AppContext, actor: StaffActor, parcelId: number, content: string) {
  return ctx.db.transaction(async (tx) => {
    const parcel = await findParcelById(tx, parcelId, true);
    if (!parcel || !worksIn(actor, parcel.storeId)) throw new AppError('not_found', 'error.notFound');
    const note = await insertComment(tx, { parcelId, author: 'admin', staffId: actor.staffId, content });
    await recordStaffAction(tx, actor, 'parcel.note', { type: 'parcel', id: parcelId }, { note_id: note.id });
    return {
      id: note.id,
      target_type: 'parcel' as const,
      target_id: parcelId,
      author: 'admin' as const,
      content,
      created_at: note.createdAt.toISOString(),
    };
  });
}
