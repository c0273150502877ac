import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WaybillDetail } from './types';
import { PARCEL_QUERIES, waybillKeys } from './waybill-keys';

/**
 * The waybill actions that take `{ shipment_id }` and answer the waybill (SPEC §7): confirm receipt,
 * upgrade to a delivery courier, toggle priority, choose door delivery.
 */
export type WaybillAction =
  | '/api/clientConfirmShipment'
  | '/api/switchToDeliveryCourier'
  | '/api/togglePriorityHandleShipment'
  | '/api/selectEndDeliveryForShipment';

export async function runWaybillAction(path: WaybillAction, shipmentId: number): Promise<WaybillDetail> {
  return (await api.post<WaybillDetail>(path, { shipment_id: shipmentId })).data;
}

export function useWaybillAction(path: WaybillAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shipmentId: number) => runWaybillAction(path, shipmentId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: waybillKeys.all });
      void queryClient.invalidateQueries({ queryKey: PARCEL_QUERIES });
    },
  });
}
