import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

export interface SignInfo {
  shipment_id: number;
  importer_name: string;
  id_number: string;
  email: string;
}

export interface Signature {
  shipment_id: number;
  signature: string;
  agree: true;
}

/** POST /api/postSignDocInfo: the importer's name, ID number and email (SPEC §5). */
export async function postSignInfo(input: SignInfo): Promise<WaybillDetail> {
  return (await api.post<WaybillDetail>('/api/postSignDocInfo', input, { silent: true })).data;
}

/** POST /api/sendSignDocument: the importer signs. */
export async function signDocument(input: Signature): Promise<WaybillDetail> {
  return (await api.post<WaybillDetail>('/api/sendSignDocument', input, { silent: true })).data;
}

export function usePostSignInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSignInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waybillKeys.all }),
  });
}

export function useSignDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waybillKeys.all }),
  });
}
