import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';
import type { PayView } from './types';

/** Which payment of a waybill to show: in a currency (the warehouse's when absent), with points, with a coupon. */
export interface PayViewRequest {
  waybillId: number;
  currency?: string | undefined;
  usePoints: boolean;
  couponId?: number | undefined;
}

/** GET /api/getPayView: fees, total, coupon, points, payable, balance and the methods of a currency. */
export async function getPayView(request: PayViewRequest): Promise<PayView> {
  return (
    await api.get<PayView>('/api/getPayView', {
      query: {
        shipmentId: request.waybillId,
        currency: request.currency,
        usePoints: request.usePoints,
        couponId: request.couponId,
      },
    })
  ).data;
}

/** The pay view as a query; the batch page runs it for each waybill it pays. */
export function payViewQueryOptions(request: PayViewRequest) {
  return queryOptions({
    queryKey: paymentKeys.payView(request),
    queryFn: () => getPayView(request),
    // A switch flipped keeps the last answer on screen while the new one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePayView(request: PayViewRequest) {
  return useQuery(payViewQueryOptions(request));
}
