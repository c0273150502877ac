import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { storePhoneImage } from '../files/images.js';

/**
 * The phone-sized copy (files/images.ts) of each photo staff took of a parcel, by photo id; null for a photo that
 * cannot be read as an image, which customers are then shown as it was uploaded. Made before the parcel's
 * transaction, since storing a file is a write of its own: a copy whose transaction then attaches nothing (a parcel
 * already checked in) stays an unlinked file, as an unused upload does.
 */
export async function phoneCopiesOf(
  ctx: AppContext,
  actor: StaffActor,
  photoIds: readonly string[],
): Promise<Map<string, string | null>> {
  const copies = await Promise.all(
    photoIds.map(async (photoId) => {
      try {
        return await storePhoneImage(ctx, { staff: actor }, photoId, { field: 'photos', purpose: 'parcel_phone' });
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    }),
  );
  return new Map(photoIds.map((photoId, index) => [photoId, copies[index] ?? null]));
}

/** The file customers are shown for a parcel's photo: its phone-sized copy when there is one. */
export function shownFileId(image: { fileId: string; phoneFileId: string | null }): string {
  return image.phoneFileId ?? image.fileId;
}
