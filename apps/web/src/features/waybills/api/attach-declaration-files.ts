import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

/** POST /api/uploadShipmentDeclareFile: proofs of purchase and invoices for customs. */
export async function attachDeclarationFiles(id: number, files: string): Promise<WaybillDetail> {
  return (await api.post<WaybillDetail>('/api/uploadShipmentDeclareFile', { shipment_id: id, files })).data;
}

export function useAttachDeclarationFiles(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: string) => attachDeclarationFiles(id, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waybillKeys.detail(id) }),
  });
}
