import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelDetail } from './types';

/** GET /api/parcelDetail/{id} (a pre-alert's detail is the same: /api/preParcelDetail/{id}). */
export async function getParcelDetail(id: number): Promise<ParcelDetail> {
  return (await api.get<ParcelDetail>(`/api/parcelDetail/${id}`, { silent: true })).data;
}

export function useParcelDetail(id: number | null) {
  return useQuery({
    queryKey: parcelKeys.detail(id ?? 0),
    queryFn: () => getParcelDetail(id ?? 0),
    enabled: id !== null,
  });
}
