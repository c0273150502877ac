import type { ContentItemInput } from '@parcelway/domain';
import type { ContentItemRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { signedFileUrl, staffFileIds, storePhoneImage } from '../files/index.js';

/** The link customers get to an item's picture: the phone-sized copy when there is one. */
export function imageUrlOf(ctx: AppContext, row: ContentItemRow): string | null {
  const id = row.phoneImageFileId ?? row.imageFileId;
  return id ? signedFileUrl(ctx, id) : null;
}

/**
 * The phone-sized copy of the item's image: made when the image is new, kept when a replace leaves the image as it
 * was. Made before the item's transaction, since storing a file is a write of its own.
 */
export async function phoneImageFor(
  ctx: AppContext,
  actor: StaffActor,
  input: ContentItemInput,
  existing?: ContentItemRow,
): Promise<string | null> {
  if (input.image_file_id === null) return null;
  if (existing?.imageFileId === input.image_file_id && existing.phoneImageFileId) return existing.phoneImageFileId;
  // Only an image staff uploaded is shown to customers, never a customer's file.
  await staffFileIds(ctx.db, [input.image_file_id], 'image_file_id');
  return storePhoneImage(ctx, { staff: actor }, input.image_file_id, {
    field: 'image_file_id',
    purpose: 'content_phone',
  });
}
