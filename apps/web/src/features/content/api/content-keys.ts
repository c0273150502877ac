import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the content feature: everything the server writes in the reader's language. */
export const contentKeys = {
  all: ['content'] as const,
  collections: () => ['content', 'collections', currentLanguage()] as const,
  collection: (id: number) => ['content', 'collection', currentLanguage(), id] as const,
  articles: (filter: { collection_id?: number; keyword?: string }) =>
    ['content', 'articles', currentLanguage(), filter] as const,
  article: (id: number) => ['content', 'article', currentLanguage(), id] as const,
  notices: () => ['content', 'notices', currentLanguage()] as const,
  notice: (id: number) => ['content', 'notice', currentLanguage(), id] as const,
  news: (section: string | undefined, storeId: number | undefined) =>
    ['content', 'news', currentLanguage(), section, storeId] as const,
  newsItem: (id: number) => ['content', 'newsItem', currentLanguage(), id] as const,
  banners: (storeId: number | undefined) => ['content', 'banners', currentLanguage(), storeId] as const,
  flashNews: (storeId: number | undefined) => ['content', 'flashNews', currentLanguage(), storeId] as const,
  channels: () => ['content', 'channels'] as const,
};
