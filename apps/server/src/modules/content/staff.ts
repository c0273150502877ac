import {
  type CollectionInput,
  type CollectionReplace,
  type ContentItemInput,
  type ContentItemReplace,
  type ContentKind,
  isVisible,
  type Language,
  searchTextOf,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { nextVersion, refuseStaleForm } from '../../http/stale-form.js';
import { staffFileIds } from '../files/index.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { phoneImageFor } from './images.js';
import { presentDetail, presentStaffCollection, presentStaffItem } from './presenters.js';
import {
  deleteCustomerContent,
  findCollection,
  findItem,
  insertCollection,
  insertItem,
  listCollectionsForStaff,
  listItemsForStaff,
  listSupportMessages,
  lockCollection,
  lockItem,
  updateCollection,
  updateItem,
} from './queries.js';

/** An article belongs in a collection that exists. */
async function requireCollection(db: Database, input: ContentItemInput) {
  if (input.kind !== 'article') return;
  if (input.collection_id === null || !(await findCollection(db, input.collection_id)))
    throw AppError.field('collection_id', 'content.collectionMissing');
}

/** The columns an item's input sets; `search_text` follows its texts, `published_at` its first publication. */
async function itemColumns(
  tx: Database,
  input: ContentItemInput,
  now: Date,
  publishedAt: Date | null,
  phoneImageFileId: string | null,
) {
  await requireCollection(tx, input);
  // A banner shows only an image staff uploaded, never a customer's file.
  if (input.image_file_id !== null) await staffFileIds(tx, [input.image_file_id], 'image_file_id');
  return {
    kind: input.kind,
    status: input.status,
    texts: input.texts,
    fallbackLanguage: input.fallback_language,
    searchText: searchTextOf(input.texts),
    publishAt: input.publish_at ? new Date(input.publish_at) : null,
    expireAt: input.expire_at ? new Date(input.expire_at) : null,
    publishedAt:
      publishedAt ?? (input.status === 'published' ? (input.publish_at ? new Date(input.publish_at) : now) : null),
    sortOrder: input.sort_order,
    collectionId: input.kind === 'article' ? input.collection_id : null,
    storeIds: input.store_ids,
    imageFileId: input.image_file_id,
    phoneImageFileId,
    linkKind: input.link_kind,
    linkTarget: input.link_kind === 'none' ? '' : input.link_target,
    section: input.section,
    updatedAt: now,
  };
}

export async function createContentItem(ctx: AppContext, actor: StaffActor, input: ContentItemInput) {
  const phoneImage = await phoneImageFor(ctx, actor, input);
  return ctx.db.transaction(async (tx) => {
    const row = await insertItem(tx, await itemColumns(tx, input, ctx.clock(), null, phoneImage));
    await recordStaffAction(tx, actor, 'content.create', { type: row.kind, id: row.id }, { status: row.status });
    return presentStaffItem(row);
  });
}

/**
 * Replaces an item's fields (its kind stays what it was created as). A form that loaded the item before someone else
 * saved it is refused (`updated_at`), under the row's lock so of parallel saves from one form exactly one lands.
 */
export async function replaceContentItem(ctx: AppContext, actor: StaffActor, id: number, input: ContentItemReplace) {
  const before = await findItem(ctx.db, id);
  if (!before) throw new AppError('not_found', 'content.notFound');
  if (before.kind !== input.kind) throw AppError.field('kind', 'validation.choice');
  // A stale form is refused before a new phone image is stored (no orphan file); the lock below checks it again.
  refuseStaleForm(before.updatedAt, input.updated_at);
  const phoneImage = await phoneImageFor(ctx, actor, input, before);
  return ctx.db.transaction(async (tx) => {
    const existing = await lockItem(tx, id);
    if (!existing) throw new AppError('not_found', 'content.notFound');
    refuseStaleForm(existing.updatedAt, input.updated_at);
    const columns = await itemColumns(tx, input, ctx.clock(), existing.publishedAt, phoneImage);
    const row = await updateItem(tx, id, { ...columns, updatedAt: nextVersion(existing.updatedAt, ctx.clock()) });
    if (!row) throw new AppError('not_found', 'content.notFound');
    await recordStaffAction(
      tx,
      actor,
      'content.update',
      { type: row.kind, id: row.id },
      { status: row.status, was: existing.status, publish_at: input.publish_at, expire_at: input.expire_at },
    );
    return presentStaffItem(row);
  });
}

/**
 * An unsaved item as a customer would read it in each language: the customer API's own presenter over the form's
 * input, so the preview cannot differ from what is published. Checks what saving checks, saves nothing.
 */
export async function previewContentItem(ctx: AppContext, input: ContentItemInput) {
  const now = ctx.clock();
  await requireCollection(ctx.db, input);
  const publishAt = input.publish_at ? new Date(input.publish_at) : null;
  const expireAt = input.expire_at ? new Date(input.expire_at) : null;
  const unsaved = {
    id: 0,
    collectionId: input.kind === 'article' ? input.collection_id : null,
    texts: input.texts,
    fallbackLanguage: input.fallback_language,
    publishedAt: publishAt ?? now,
    createdAt: now,
  };
  const detailIn = (language: Language) => presentDetail(unsaved, language, null);
  return {
    visible_now: isVisible({ status: input.status, publishAt, expireAt }, now),
    en: detailIn('en'),
    cn: detailIn('cn'),
    tw: detailIn('tw'),
  };
}

export async function staffContentItems(ctx: AppContext, kind: ContentKind | undefined) {
  return (await listItemsForStaff(ctx.db, kind)).map(presentStaffItem);
}

export async function createCollection(ctx: AppContext, actor: StaffActor, input: CollectionInput) {
  return ctx.db.transaction(async (tx) => {
    const row = await insertCollection(tx, {
      texts: input.texts,
      fallbackLanguage: input.fallback_language,
      sortOrder: input.sort_order,
      status: input.status,
    });
    await recordStaffAction(tx, actor, 'content.collection.create', { type: 'help_collection', id: row.id });
    return presentStaffCollection(row);
  });
}

export async function replaceCollection(ctx: AppContext, actor: StaffActor, id: number, input: CollectionReplace) {
  return ctx.db.transaction(async (tx) => {
    const existing = await lockCollection(tx, id);
    if (!existing) throw new AppError('not_found', 'content.notFound');
    refuseStaleForm(existing.updatedAt, input.updated_at);
    const row = await updateCollection(tx, id, {
      texts: input.texts,
      fallbackLanguage: input.fallback_language,
      sortOrder: input.sort_order,
      status: input.status,
      updatedAt: nextVersion(existing.updatedAt, ctx.clock()),
    });
    if (!row) throw new AppError('not_found', 'content.notFound');
    await recordStaffAction(
      tx,
      actor,
      'content.collection.update',
      { type: 'help_collection', id: row.id },
      { status: row.status },
    );
    return presentStaffCollection(row);
  });
}

export async function staffCollections(ctx: AppContext) {
  return (await listCollectionsForStaff(ctx.db)).map(presentStaffCollection);
}

export async function staffSupportMessages(ctx: AppContext) {
  return (await listSupportMessages(ctx.db, 200)).map((row) => ({
    id: row.id,
    customer_id: row.customerId,
    subject: row.subject,
    message: row.message,
    language: row.language,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Account closure's step here, inside its transaction. */
export function eraseCustomerContent(tx: Database, customerId: number): Promise<void> {
  return deleteCustomerContent(tx, customerId);
}
