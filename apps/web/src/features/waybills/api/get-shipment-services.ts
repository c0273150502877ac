import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

export interface ShipmentService {
  id: number;
  code: string;
  name: string;
  description: string;
  scope: 'parcel' | 'shipment';
  price: string | null;
  currency: string;
}

export interface Packaging {
  currency: string;
  packaging: { id: number; code: string; name: string; description: string; price: string }[];
  extra_carton: { name: string; description: string; price: string };
}

export interface ShipmentOptions {
  services: ShipmentService[];
  packaging: Packaging;
}

/** GET /api/extraServiceList?store_id= (the shipment services: the combined box) and /api/newBoxServiceList. */
export async function getShipmentOptions(storeId: number): Promise<ShipmentOptions> {
  const [services, packaging] = await Promise.all([
    api.get<ShipmentService[]>('/api/extraServiceList', { query: { store_id: storeId } }),
    api.get<Packaging>('/api/newBoxServiceList', { query: { store_id: storeId } }),
  ]);
  return { services: services.data.filter((service) => service.scope === 'shipment'), packaging: packaging.data };
}

export function useShipmentOptions(storeId: number | null) {
  return useQuery({
    queryKey: waybillKeys.shipmentOptions(storeId),
    queryFn: () => getShipmentOptions(storeId ?? 0),
    enabled: storeId !== null,
    staleTime: 10 * 60_000,
  });
}
