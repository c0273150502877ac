import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';

export interface ReturnMethodOption {
  method: 'local_address' | 'pickup_code' | 'forward';
  name: string;
  available: boolean;
  fee: string | null;
  fee_per_parcel: string | null;
  currency: string;
  note: string | null;
}

export interface ReturnRequestView {
  id: number;
  method: ReturnMethodOption['method'];
  method_name: string;
  status: 'requested' | 'completed' | 'cancelled';
  fee: string | null;
  currency: string;
  pickup_code: string | null;
  parcels: { id: number; tracking_number: string }[];
  created_at: string;
}

export interface ReturnView {
  options: {
    store_id: number;
    warehouse_name: string;
    currency: string;
    parcels: { id: number; tracking_number: string }[];
    methods: ReturnMethodOption[];
  } | null;
  requests: ReturnRequestView[];
}

/** GET /api/viewReturnGoodParcel?parcel_ids=: the ways back for the parcels, and the customer's returns. */
export async function getReturnView(parcelIds: number[]): Promise<ReturnView> {
  return (
    await api.get<ReturnView>('/api/viewReturnGoodParcel', {
      query: { parcel_ids: parcelIds.length > 0 ? parcelIds.join(',') : undefined },
      silent: true,
    })
  ).data;
}

export function useReturnView(parcelIds: number[]) {
  return useQuery({ queryKey: parcelKeys.returns(parcelIds), queryFn: () => getReturnView(parcelIds) });
}
