import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

/** GET /api/shipmentDetail/{id}. */
export async function getWaybillDetail(id: number): Promise<WaybillDetail> {
  return (await api.get<WaybillDetail>(`/api/shipmentDetail/${id}`, { silent: true })).data;
}

export function useWaybillDetail(id: number | null) {
  return useQuery({
    queryKey: waybillKeys.detail(id ?? 0),
    queryFn: () => getWaybillDetail(id ?? 0),
    enabled: id !== null,
  });
}
