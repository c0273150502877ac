import type { DoorDeliveryQuote } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/**
 * POST /api/calcShipmentEndDelivery: door delivery's cost, or — a 422 — unavailable (SPEC §4: the agents are
 * fetched instead). Answers the quote or the server's sentence.
 */
export function useDoorDelivery(id: number | null, currencyType?: string) {
  return useQuery({
    queryKey: [...waybillKeys.detail(id ?? 0), 'door', currencyType],
    queryFn: async (): Promise<DoorDeliveryQuote | { available: false; reason: string }> => {
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
    },
    enabled: id !== null,
  });
}
