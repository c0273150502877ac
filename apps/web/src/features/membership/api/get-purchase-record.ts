import type { MembershipPurchase } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/purchaseRecord: every membership purchase, newest first. */
export async function getPurchaseRecord(): Promise<MembershipPurchase[]> {
  return (await api.get<{ list: MembershipPurchase[] }>('/api/purchaseRecord', { query: { page: 1, perPage: 50 } }))
    .data.list;
}

export function usePurchaseRecord() {
  return useQuery({ queryKey: membershipKeys.history(), queryFn: getPurchaseRecord });
}
