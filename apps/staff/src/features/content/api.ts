import type {
  ContentItemInput,
  ContentKind,
  ContentPreview,
  ContentStatus,
  ContentTexts,
  StaffCollection,
  StaffContentItem,
} from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, request } from '../../lib/api.js';

const itemsKey = ['ops', 'content', 'items'] as const;
const collectionsKey = ['ops', 'content', 'collections'] as const;

export function useContentItems(kind: ContentKind | undefined) {
  return useQuery({
    queryKey: [...itemsKey, kind ?? 'all'],
    queryFn: () => get<StaffContentItem[]>(`/ops/content/items${kind ? `?kind=${kind}` : ''}`),
  });
}

export function useCollections() {
  return useQuery({ queryKey: collectionsKey, queryFn: () => get<StaffCollection[]>('/ops/content/collections') });
}

/**
 * Saves an item: a new one is created; an existing one is replaced whole with the `updated_at` the form loaded, so a
 * change someone made meanwhile is refused (409) instead of overwritten.
 */
export function useSaveItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, updated_at, input }: { id?: number; updated_at?: string; input: ContentItemInput }) =>
      id === undefined
        ? post<StaffContentItem>('/ops/content/items', input)
        : request<StaffContentItem>('PUT', `/ops/content/items/${id}`, { ...input, updated_at }),
    onSettled: () => client.invalidateQueries({ queryKey: itemsKey }),
  });
}

/** The unsaved item as a customer would read it, in each language (the server runs the customer presenter). */
export function usePreviewItem() {
  return useMutation({
    mutationFn: (input: ContentItemInput) => post<ContentPreview>('/ops/content/items/preview', input),
  });
}

export interface CollectionForm {
  texts: ContentTexts;
  fallback_language: 'en' | 'cn' | 'tw';
  sort_order: number;
  status: ContentStatus;
}

export function useSaveCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, updated_at, input }: { id?: number; updated_at?: string; input: CollectionForm }) =>
      id === undefined
        ? post<StaffCollection>('/ops/content/collections', input)
        : request<StaffCollection>('PUT', `/ops/content/collections/${id}`, { ...input, updated_at }),
    onSettled: () => client.invalidateQueries({ queryKey: collectionsKey }),
  });
}

/** An item as the form holds it, back to what the server takes (for publishing from the list). */
export function inputOf(item: StaffContentItem, changes: Partial<ContentItemInput> = {}): ContentItemInput {
  return {
    kind: item.kind,
    status: item.status,
    texts: item.texts,
    fallback_language: item.fallback_language,
    publish_at: item.publish_at,
    expire_at: item.expire_at,
    sort_order: item.sort_order,
    collection_id: item.collection_id,
    store_ids: item.store_ids,
    image_file_id: item.image_file_id,
    link_kind: item.link_kind,
    link_target: item.link_target,
    section: item.section,
    ...changes,
  };
}
