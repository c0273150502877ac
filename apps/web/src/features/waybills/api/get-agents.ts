import type { PickupAgent } from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

/** POST /api/getAvailableAgents/{id}: pickup points in the recipient's country. */
export function useAgents(id: number | null) {
  return useQuery({
    queryKey: waybillKeys.agents(id ?? 0),
    queryFn: async () => (await api.post<PickupAgent[]>(`/api/getAvailableAgents/${id}`, {})).data,
    enabled: id !== null,
  });
}

/** POST /api/selectAgentForShipment. */
export function useSelectAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { shipment_id: number; agent_id: number }) =>
      (await api.post<WaybillDetail>('/api/selectAgentForShipment', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waybillKeys.all }),
  });
}
