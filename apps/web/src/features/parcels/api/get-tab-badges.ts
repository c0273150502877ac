import type { NewParcelAndShipmentCount } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hasToken } from '../../../lib/session';
import { parcelKeys } from './parcel-keys';

/**
 * GET /api/getNewParcelAndShipmentCount: the tab bar's badges, parcels in stock and waybills waiting for payment.
 * It sits with the parcels because the tab bar already takes the parcels' badge from here, and one call answers both.
 */
export async function getTabBadges(): Promise<NewParcelAndShipmentCount> {
  return (
    await api.get<NewParcelAndShipmentCount>('/api/getNewParcelAndShipmentCount', { background: true, silent: true })
  ).data;
}

export function useTabBadges() {
  return useQuery({
    queryKey: parcelKeys.badges(),
    queryFn: getTabBadges,
    enabled: hasToken(),
    // Parcels arrive and staff pack waybills while the app is in the background: coming back asks again.
    refetchOnWindowFocus: true,
  });
}
