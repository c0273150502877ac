import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { customerFileIds, presentFiles } from '../files/index.js';

/**
 * The customer's own uploads a claim attaches: photos that are pictures and at most one video. Another customer's file
 * is as unknown as a made-up one (upload.unknownFile).
 */
export async function claimEvidence(
  ctx: AppContext,
  customerId: number,
  input: { photos: readonly string[]; video?: string | undefined },
): Promise<{ photoIds: string[]; videoId: string | null }> {
  const photoIds = await customerFileIds(ctx.db, customerId, input.photos, 'photos');
  const [videoId = null] = input.video ? await customerFileIds(ctx.db, customerId, [input.video], 'video') : [];
  const files = await presentFiles(ctx, [...photoIds, ...(videoId ? [videoId] : [])]);
  const mimeOf = new Map(files.map((file) => [file.id, file.mime]));
  if (photoIds.some((id) => !mimeOf.get(id)?.startsWith('image/')))
    throw AppError.field('photos', 'shipmentClaim.photoExpected');
  if (videoId && !mimeOf.get(videoId)?.startsWith('video/'))
    throw AppError.field('video', 'shipmentClaim.videoExpected');
  return { photoIds, videoId };
}
