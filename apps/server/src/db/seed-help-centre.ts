import { searchTextOf } from '@parcelway/domain';
import { inArray } from 'drizzle-orm';
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
}
