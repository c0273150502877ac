import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelPage } from './types';

export type PreAlertState = 'waiting' | 'arrived' | 'all';

/** GET /api/preParcelList: the customer's pre-alerts in one state. */
export async function getPreAlerts(state: PreAlertState, signal?: AbortSignal): Promise<ParcelPage> {
  return (await api.get<ParcelPage>('/api/preParcelList', { query: { state, page: 1, perPage: 50 }, signal })).data;
}

export function usePreAlerts(state: PreAlertState) {
  return useQuery({ queryKey: parcelKeys.preAlerts({ state }), queryFn: ({ signal }) => getPreAlerts(state, signal) });
}
