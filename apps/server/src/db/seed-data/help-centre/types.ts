import type { ContentTexts } from '@parcelway/domain';

/**
 * Help centre content written on a fresh database. Every figure is a `{fact}` placeholder (the domain's
 * `contentFacts`), filled when the article is read, so an article cannot disagree with the pricing constants.
 */
export interface CollectionSeed {
  slug: string;
  sortOrder: number;
  texts: ContentTexts;
}

export interface ArticleSeed {
  slug: string;
  collection: string;
  sortOrder: number;
  texts: ContentTexts;
}

/** One language's words; summary and body default to empty. */
export function words(title: string, summary: string, body: string) {
  return { title, summary, body };
}
