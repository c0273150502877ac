import type { HelpCollection, HelpCollectionDetail } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export type { HelpCollection, HelpCollectionDetail } from '@parcelway/domain';

/** GET /api/helpCenterCollections: the help centre's collections with how many articles each shows. */
export async function getHelpCollections(): Promise<HelpCollection[]> {
  return (await api.get<HelpCollection[]>('/api/helpCenterCollections')).data;
}

export function useHelpCollections() {
  return useQuery({ queryKey: contentKeys.collections(), queryFn: getHelpCollections });
}

/** GET /api/helpCenterCollectionsDetail/{id}: a collection and its articles. */
export async function getHelpCollection(id: number): Promise<HelpCollectionDetail> {
  return (await api.get<HelpCollectionDetail>(`/api/helpCenterCollectionsDetail/${id}`)).data;
}

export function useHelpCollection(id: number | undefined) {
  return useQuery({
    queryKey: contentKeys.collection(id ?? 0),
    queryFn: () => getHelpCollection(id ?? 0),
    enabled: id !== undefined,
  });
}
