import sharp from 'sharp';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findFile } from './queries.js';
import { type FileOwner, storeGeneratedFile } from './service.js';
import { readAll } from './storage.js';

/** Twice a 375-point phone screen: sharp on a retina display, a fraction of a desktop-sized upload. */
export const PHONE_IMAGE_WIDTH = 750;

/**
 * A copy of a stored image made for phone screens (at most PHONE_IMAGE_WIDTH wide, WebP), stored beside it through
 * the same file storage under `purpose`; its id. An image already that narrow is still re-encoded, which drops its
 * metadata. An image it cannot read is refused on `field`.
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
  let bytes: Buffer;
  try {
    bytes = await sharp(await readAll(stream))
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
  });
  return stored.id;
}
