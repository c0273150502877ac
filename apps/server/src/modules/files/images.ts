import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findFile } from './queries.js';
import { type FileOwner, storeGeneratedFile } from './service.js';
import { readAll } from './storage.js';

/** Twice a 375-point phone screen: sharp on a retina display, a fraction of a desktop-sized upload. */
export const PHONE_IMAGE_WIDTH = 750;
/** A 48-megapixel camera's photo, with room: larger images are not decoded (each would take ~150 MB while it is). */
const LARGEST_PHOTO_PIXELS = 50_000_000;

/**
 * A copy of a stored image made for phone screens (at most PHONE_IMAGE_WIDTH wide, WebP), stored beside it through
 * the same file storage under `purpose`; its id. An image already that narrow is still re-encoded, which drops its
 * metadata. An image it cannot read (or larger than LARGEST_PHOTO_PIXELS) is refused on `field`. The copy names its
 * source, so erasing the photo erases the copy (privacy).
 */
export async function storePhoneImage(
  ctx: AppContext,
  owner: FileOwner,
  fileId: string,
  { field, purpose }: { field: string; purpose: string },
): Promise<string> {
  const row = await findFile(ctx.db, fileId);
  const stream = row ? await ctx.storage.open(row.storageKey) : undefined;
  if (!row || !stream) throw AppError.field(field, 'upload.unknownFile');
  // sharp is loaded on the first photo, not at every start of the server (a fifth of a second of CPU).
  const { default: sharp } = await import('sharp');
  let bytes: Buffer;
  try {
    bytes = await sharp(await readAll(stream), { limitInputPixels: LARGEST_PHOTO_PIXELS })
      .rotate()
      .resize({ width: PHONE_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw AppError.field(field, 'upload.unsupportedType');
  }
  const name = `${row.originalName.replace(/\.[^.]*$/, '')}-phone.webp`;
  const stored = await storeGeneratedFile(ctx, owner, purpose, {
    bytes,
    mime: 'image/webp',
    extension: 'webp',
    name,
    sourceFileId: fileId,
  });
  return stored.id;
}

/**
 * The phone-sized copy of each photo staff took (of a parcel, of a packed box), by photo id; null for a photo that
 * cannot be read as an image, which customers are then shown as it was uploaded (refusing the staff's action over a
 * thumbnail would stop the warehouse). Made before the action's transaction, since storing a file is a write of its
 * own: a copy whose transaction then attaches nothing (a repeated check-in) stays an unlinked file, erased with its
 * photo as every copy is.
 */
export async function storePhoneCopies(
  ctx: AppContext,
  owner: FileOwner,
  photoIds: readonly string[],
  purpose: string,
): Promise<Map<string, string | null>> {
  const copies = new Map<string, string | null>();
  // One at a time: each decoded photo holds its pixels in memory while it is shrunk.
  for (const photoId of photoIds) {
    try {
      copies.set(photoId, await storePhoneImage(ctx, owner, photoId, { field: 'photos', purpose }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      copies.set(photoId, null);
    }
  }
  return copies;
}

/** The file customers are shown for a photo that may have a phone-sized copy: the copy when there is one. */
export function shownFileId(image: { fileId: string; phoneFileId: string | null }): string {
  return image.phoneFileId ?? image.fileId;
}
