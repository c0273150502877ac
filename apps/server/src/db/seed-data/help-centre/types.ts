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

/** One language's words, and the search words a reader may type that the text does not use. */
export function words(title: string, summary: string, body: string, keywords?: string) {
  return { title, summary, body, ...(keywords !== undefined && { keywords }) };
}
