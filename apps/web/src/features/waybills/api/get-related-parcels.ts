import type { ParcelSummary as RelatedParcel } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/** GET /api/getRelaParcels/{id}. */
export function useRelatedParcels(id: number | null) {
  return useQuery({
    queryKey: waybillKeys.related(id ?? 0),
    queryFn: async () => (await api.get<RelatedParcel[]>(`/api/getRelaParcels/${id}`)).data,
    enabled: id !== null,
  });
}
