import type { PreShipmentDetail, PreShipmentInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { preShipmentKeys } from './pre-shipment-keys';

/** POST /api/createOrUpdatePreShipment: the form's errors are shown beside its fields, so it is silent. */
export async function savePreShipment(input: PreShipmentInput): Promise<PreShipmentDetail> {
  return (await api.post<PreShipmentDetail>('/api/createOrUpdatePreShipment', input, { silent: true })).data;
}

export function useSavePreShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreShipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preShipmentKeys.all }),
  });
}
