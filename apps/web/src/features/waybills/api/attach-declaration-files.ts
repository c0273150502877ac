import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

/** POST /api/uploadShipmentDeclareFile: proofs of purchase and invoices for customs. */
export function useAttachDeclarationFiles(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: string) =>
      (await api.post<WaybillDetail>('/api/uploadShipmentDeclareFile', { shipment_id: id, files })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waybillKeys.detail(id) }),
  });
}
