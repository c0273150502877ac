import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

export interface WaybillUpdate {
  remark?: string;
  comment?: string;
  files?: string;
}

/** POST /api/updateShipment/{id}: the remark, or a note with files. */
export async function updateWaybill(id: number, input: WaybillUpdate): Promise<WaybillDetail> {
  return (await api.post<WaybillDetail>(`/api/updateShipment/${id}`, input)).data;
}

export function useUpdateWaybill(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaybillUpdate) => updateWaybill(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waybillKeys.detail(id) }),
  });
}
