import type { PickupAgent } from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { waybillKeys } from './waybill-keys';

/** POST /api/getAvailableAgents/{id}: pickup points in the recipient's country. */
export async function getAgents(id: number): Promise<PickupAgent[]> {
  return (await api.post<PickupAgent[]>(`/api/getAvailableAgents/${id}`, {})).data;
}

/** POST /api/selectAgentForShipment. */
export async function selectAgent(input: { shipment_id: number; agent_id: number }): Promise<WaybillDetail> {
  return (await api.post<WaybillDetail>('/api/selectAgentForShipment', input)).data;
}

export function useAgents(id: number | null) {
  return useQuery({
    queryKey: waybillKeys.agents(id ?? 0),
    queryFn: () => getAgents(id ?? 0),
    enabled: id !== null,
  });
}

export function useSelectAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waybillKeys.all }),
  });
}
