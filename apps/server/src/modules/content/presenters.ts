import { fillFacts, type Language, textsFor } from '@parcelway/domain';
import type { ContentItemRow, HelpCollectionRow } from '../../db/schema/index.js';

/** Who is reading: their language, and the customer behind the request if signed in. */
export interface Reader {
  language: Language;
  customerId: number | null;
}

/** An item's words in the reader's language, with the figures filled from the domain's constants. */
export function wordsOf(
  row: Pick<ContentItemRow | HelpCollectionRow, 'texts' | 'fallbackLanguage'>,
  language: Language,
) {
  const text = textsFor(row.texts, language, row.fallbackLanguage);
  const shown = row.texts[language] ? language : row.fallbackLanguage;
  return {
    language: shown,
    title: fillFacts(text.title, shown),
    summary: fillFacts(text.summary, shown),
    body: fillFacts(text.body, shown),
  };
}

/** What an item's summary and detail read from it; an unsaved item being previewed has these too. */
export type Readable = Pick<
  ContentItemRow,
  'id' | 'collectionId' | 'texts' | 'fallbackLanguage' | 'publishedAt' | 'createdAt'
>;

export function presentSummary(row: Readable, language: Language) {
  const { title, summary } = wordsOf(row, language);
  return {
    id: row.id,
    collection_id: row.collectionId,
    title,
    summary,
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/** An item to read (noticeDetail, helpCenterArticle, …): its summary, its body and the language shown. */
export function presentDetail(row: Readable, language: Language, helpful: boolean | null) {
  const words = wordsOf(row, language);
  return { body: words.body, language: words.language, helpful, ...presentSummary(row, language) };
}

export function presentCollection(row: HelpCollectionRow, articleCount: number, language: Language) {
  const { title, summary } = wordsOf(row, language);
  return { id: row.id, title, summary, article_count: articleCount };
}

export function presentStaffItem(row: ContentItemRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    texts: row.texts,
    fallback_language: row.fallbackLanguage,
    publish_at: row.publishAt?.toISOString() ?? null,
    expire_at: row.expireAt?.toISOString() ?? null,
    sort_order: row.sortOrder,
    collection_id: row.collectionId,
    store_ids: row.storeIds,
    image_file_id: row.imageFileId,
    phone_image_file_id: row.phoneImageFileId,
    link_kind: row.linkKind,
    link_target: row.linkTarget,
    section: row.section,
    slug: row.slug,
    click_count: row.clickCount,
    helpful_count: row.helpfulCount,
    unhelpful_count: row.unhelpfulCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentStaffCollection(row: HelpCollectionRow) {
  return {
    id: row.id,
    status: row.status,
    texts: row.texts,
    fallback_language: row.fallbackLanguage,
    sort_order: row.sortOrder,
    slug: row.slug,
    updated_at: row.updatedAt.toISOString(),
  };
}
