import type { ParcelSummary as RelatedParcel } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/** GET /api/getRelaParcels/{id}: the parcels a waybill carries. */
export async function getRelatedParcels(id: number): Promise<RelatedParcel[]> {
  return (await api.get<RelatedParcel[]>(`/api/getRelaParcels/${id}`)).data;
}

export function useRelatedParcels(id: number | null) {
  return useQuery({
    queryKey: waybillKeys.related(id ?? 0),
    queryFn: () => getRelatedParcels(id ?? 0),
    enabled: id !== null,
  });
}
