import { splitFileList } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { customerFileIds } from '../files/index.js';
import { presentComments } from './detail.js';
import { findCustomerComment, insertComment, updateCommentRow } from './queries/history.js';
import { requireOwnedParcel } from './service.js';

export async function addComment(
  ctx: AppContext,
  customerId: number,
  input: { parcel_id: number; content: string; files: string },
) {
  await requireOwnedParcel(ctx.db, customerId, input.parcel_id);
  const fileIds = await customerFileIds(ctx.db, customerId, splitFileList(input.files));
  const comment = await insertComment(ctx.db, {
    parcelId: input.parcel_id,
    author: 'customer',
    customerId,
    content: input.content,
    fileIds,
  });
  return presentComment(ctx, input.parcel_id, comment.id);
}

export async function changeComment(
  ctx: AppContext,
  customerId: number,
  commentId: number,
  input: { content: string; files: string },
) {
  const comment = await findCustomerComment(ctx.db, customerId, commentId);
  if (!comment) throw new AppError('not_found', 'error.notFound');
  const fileIds = await customerFileIds(ctx.db, customerId, splitFileList(input.files));
  await updateCommentRow(ctx.db, commentId, { content: input.content, fileIds });
  return presentComment(ctx, comment.parcelId, commentId);
}

/** One comment as the parcel shows it (gone by now only if the account was closed meanwhile). */
async function presentComment(ctx: AppContext, parcelId: number, commentId: number) {
  const presented = (await presentComments(ctx, parcelId)).find((comment) => comment.id === commentId);
  if (!presented) throw new AppError('not_found', 'error.notFound');
  return presented;
}
