import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

/** GET /api/shipmentDetail/{id}. */
export function useWaybillDetail(id: number | null) {
  return useQuery({
    queryKey: waybillKeys.detail(id ?? 0),
    queryFn: async () => (await api.get<WaybillDetail>(`/api/shipmentDetail/${id}`, { silent: true })).data,
    enabled: id !== null,
  });
}
