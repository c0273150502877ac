import { type ContentTexts, LANGUAGES, searchTextOf } from '@parcelway/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from './client.js';
import { contentItems, helpCollections } from './schema/index.js';
import { HELP_COLLECTIONS } from './seed-data/help-centre/collections.js';
import { LEGAL_ARTICLES } from './seed-data/help-centre/legal-articles.js';
import { MONEY_ARTICLES } from './seed-data/help-centre/money-articles.js';
import { SHIPPING_ARTICLES } from './seed-data/help-centre/shipping-articles.js';

export const HELP_ARTICLES = [...SHIPPING_ARTICLES, ...MONEY_ARTICLES, ...LEGAL_ARTICLES];

/**
 * Writes the help centre's collections and articles, published, on a fresh database. Each is keyed by its slug and
 * only inserted, so running again (every start) adds what is new and leaves staff edits and unpublishing alone.
 */
export async function seedHelpCentre(tx: Database, now: Date = new Date()): Promise<void> {
  await tx
    .insert(helpCollections)
    .values(
      HELP_COLLECTIONS.map((collection) => ({
        slug: collection.slug,
        status: 'published' as const,
        texts: collection.texts,
        fallbackLanguage: 'en' as const,
        sortOrder: collection.sortOrder,
      })),
    )
    .onConflictDoNothing({ target: helpCollections.slug });
  const collections = await tx
    .select({ id: helpCollections.id, slug: helpCollections.slug })
    .from(helpCollections)
    .where(
      inArray(
        helpCollections.slug,
        HELP_COLLECTIONS.map((collection) => collection.slug),
      ),
    );
  const idOf = new Map(collections.map((row) => [row.slug, row.id]));
  await tx
    .insert(contentItems)
    .values(
      HELP_ARTICLES.map((article) => ({
        kind: 'article' as const,
        slug: article.slug,
        status: 'published' as const,
        texts: article.texts,
        fallbackLanguage: 'en' as const,
        searchText: searchTextOf(article.texts),
        publishedAt: now,
        sortOrder: article.sortOrder,
        collectionId: idOf.get(article.collection) ?? null,
      })),
    )
    .onConflictDoNothing({ target: contentItems.slug });
  await addSearchWords(tx);
}

/**
 * Seeded articles written before articles had search words get the seed's, once: an article whose texts carry search
 * words in any language (even empty ones, as the console saves them) is left as staff keep it.
 */
async function addSearchWords(tx: Database): Promise<void> {
  const seeds = new Map(
    HELP_ARTICLES.filter((article) => LANGUAGES.some((language) => article.texts[language]?.keywords)).map(
      (article) => [article.slug, article.texts],
    ),
  );
  const rows = await tx
    .select({ id: contentItems.id, slug: contentItems.slug, texts: contentItems.texts })
    .from(contentItems)
    .where(inArray(contentItems.slug, [...seeds.keys()]));
  for (const row of rows) {
    const seed = row.slug ? seeds.get(row.slug) : undefined;
    if (!seed || LANGUAGES.some((language) => row.texts[language]?.keywords !== undefined)) continue;
    const texts: ContentTexts = Object.fromEntries(
      LANGUAGES.flatMap((language) => {
        const text = row.texts[language];
        return text ? [[language, { ...text, keywords: seed[language]?.keywords ?? '' }]] : [];
      }),
    );
    await tx
      .update(contentItems)
      .set({ texts, searchText: searchTextOf(texts) })
      .where(eq(contentItems.id, row.id));
  }
}
