import type { DoorDeliveryQuote } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

export type DoorDelivery = DoorDeliveryQuote | { available: false; reason: string };

/**
 * POST /api/calcShipmentEndDelivery: door delivery's cost, or — a 422 — unavailable (SPEC §4: the agents are
 * fetched instead). Answers the quote or the server's sentence.
 */
export async function getDoorDelivery(id: number, currencyType?: string): Promise<DoorDelivery> {
  try {
    return (
      await api.post<DoorDeliveryQuote>(
        '/api/calcShipmentEndDelivery',
        { shipment_id: id, currencyType },
        { silent: true },
      )
    ).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return { available: false, reason: error.message };
    throw error;
  }
}

export function useDoorDelivery(id: number | null, currencyType?: string) {
  return useQuery({
    queryKey: waybillKeys.doorDelivery(id ?? 0, currencyType),
    queryFn: () => getDoorDelivery(id ?? 0, currencyType),
    enabled: id !== null,
  });
}
