import type { NewParcelAndShipmentCount } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useFirstScreenShown } from '../../../lib/first-screen';
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

/** The badges, asked for once the first screen has shown its content (lib/first-screen). */
export function useTabBadges() {
  const firstScreenShown = useFirstScreenShown();
  return useQuery({
    queryKey: parcelKeys.badges(),
    queryFn: getTabBadges,
    enabled: hasToken() && firstScreenShown,
    // Parcels arrive and staff pack waybills while the app is in the background: coming back asks again.
    refetchOnWindowFocus: true,
  });
}
