import type { ContentDetail, ContentSummary } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type { ContentDetail, ContentSummary } from '@parcelway/domain';

/** GET /api/helpCenterArticles: a collection's articles, or those whose words hold the keyword in any language. */
export async function getHelpArticles(filter: { collection_id?: number; keyword?: string }): Promise<ContentSummary[]> {
  return (await api.get<ContentSummary[]>('/api/helpCenterArticles', { query: filter })).data;
}

export function useHelpArticles(filter: { collection_id?: number; keyword?: string }, enabled = true) {
  return useQuery({ queryKey: contentKeys.articles(filter), queryFn: () => getHelpArticles(filter), enabled });
}

/**
 * GET /api/helpCenterArticleDetail/{id}: the article with its figures filled in, and the reader's feedback. A seeded
 * article can be asked for by its slug (the terms sign-up links to), which needs no sign-in.
 */
export async function getHelpArticle(ref: number | string): Promise<ContentDetail> {
  return (await api.get<ContentDetail>(`/api/helpCenterArticleDetail/${encodeURIComponent(ref)}`, { silent: true }))
    .data;
}

export function useHelpArticle(ref: number | string | undefined) {
  return useQuery({
    queryKey: contentKeys.article(ref ?? 0),
    queryFn: () => getHelpArticle(ref ?? 0),
    enabled: ref !== undefined,
  });
}
