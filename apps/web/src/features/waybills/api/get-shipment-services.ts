import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

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

/** GET /api/extraServiceList?store_id= (the shipment services: the combined box) and /api/newBoxServiceList. */
export function useShipmentOptions(storeId: number | null) {
  return useQuery({
    queryKey: ['waybills', 'shipmentOptions', currentLanguage(), storeId],
    queryFn: async () => {
      const [services, packaging] = await Promise.all([
        api.get<ShipmentService[]>('/api/extraServiceList', { query: { store_id: storeId ?? undefined } }),
        api.get<Packaging>('/api/newBoxServiceList', { query: { store_id: storeId ?? undefined } }),
      ]);
      return { services: services.data.filter((service) => service.scope === 'shipment'), packaging: packaging.data };
    },
    enabled: storeId !== null,
    staleTime: 10 * 60_000,
  });
}
