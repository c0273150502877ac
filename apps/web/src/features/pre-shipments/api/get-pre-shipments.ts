import type { PreShipmentDetail, PreShipmentSummary } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { preShipmentKeys } from './pre-shipment-keys';

export interface PreShipmentPage {
  list: PreShipmentSummary[];
  total: number;
}

/** GET /api/getPreShipment: the customer's pre-shipments, newest first. */
export async function getPreShipments(): Promise<PreShipmentPage> {
  return (await api.get<PreShipmentPage>('/api/getPreShipment', { query: { page: 1, perPage: 50 } })).data;
}

export function usePreShipments() {
  return useQuery({ queryKey: preShipmentKeys.list(), queryFn: getPreShipments });
}

/** GET /api/showPreShipment/{id}. */
export async function getPreShipment(id: number): Promise<PreShipmentDetail> {
  return (await api.get<PreShipmentDetail>(`/api/showPreShipment/${id}`)).data;
}

export function usePreShipment(id: number | null) {
  return useQuery({
    queryKey: preShipmentKeys.detail(id ?? 0),
    queryFn: () => getPreShipment(id ?? 0),
    enabled: id !== null,
  });
}
