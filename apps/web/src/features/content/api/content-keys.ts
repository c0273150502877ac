import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the content feature: everything the server writes in the reader's language. */
/** Opening a notice or news item changes what is unread: its list and the counts refresh under these. */
export const UNREAD_QUERIES = [
  ['content', 'notices'],
  ['content', 'news'],
  ['content', 'unread'],
] as const;

export const contentKeys = {
  all: ['content'] as const,
  collections: () => ['content', 'collections', currentLanguage()] as const,
  collection: (id: number) => ['content', 'collection', currentLanguage(), id] as const,
  articles: (filter: { collection_id?: number; keyword?: string }) =>
    ['content', 'articles', currentLanguage(), filter] as const,
  article: (ref: number | string) => ['content', 'article', currentLanguage(), ref] as const,
  notices: () => ['content', 'notices', currentLanguage()] as const,
  notice: (id: number) => ['content', 'notice', currentLanguage(), id] as const,
  news: (section: string | undefined, storeId: number | undefined) =>
    ['content', 'news', currentLanguage(), section, storeId] as const,
  newsItem: (id: number) => ['content', 'newsItem', currentLanguage(), id] as const,
  banners: (storeId: number | undefined) => ['content', 'banners', currentLanguage(), storeId] as const,
  flashNews: (storeId: number | undefined) => ['content', 'flashNews', currentLanguage(), storeId] as const,
  channels: () => ['content', 'channels'] as const,
  unread: (storeId: number | undefined) => ['content', 'unread', storeId] as const,
  shops: (storeId: number | undefined) => ['content', 'shops', currentLanguage(), storeId] as const,
  chinaAddress: () => ['content', 'chinaAddress', currentLanguage()] as const,
};
