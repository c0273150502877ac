import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

/** POST /api/updateShipment/{id}: the remark, or a note with files. */
export function useUpdateWaybill(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { remark?: string; comment?: string; files?: string }) =>
      (await api.post<WaybillDetail>(`/api/updateShipment/${id}`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waybillKeys.detail(id) }),
  });
}
