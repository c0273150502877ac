import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { preShipmentKeys } from './pre-shipment-keys';

/** GET /api/deleteAgentShipment/{id} (a GET, as the contract has it). */
export async function deletePreShipment(id: number): Promise<void> {
  await api.get(`/api/deleteAgentShipment/${id}`);
}

export function useDeletePreShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePreShipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preShipmentKeys.all }),
  });
}
