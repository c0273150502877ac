import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

/** POST /api/postSignDocInfo: the importer's name, ID number and email (SPEC §5). */
export function usePostSignInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { shipment_id: number; importer_name: string; id_number: string; email: string }) =>
      (await api.post<WaybillDetail>('/api/postSignDocInfo', input, { silent: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waybillKeys.all }),
  });
}

/** POST /api/sendSignDocument: the importer signs. */
export function useSignDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { shipment_id: number; signature: string; agree: true }) =>
      (await api.post<WaybillDetail>('/api/sendSignDocument', input, { silent: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waybillKeys.all }),
  });
}
