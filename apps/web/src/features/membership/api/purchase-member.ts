import type { MembershipPurchaseAnswer, MembershipPurchaseInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';

/** POST /api/memberPurchaseAction with the Idempotency-Key of the purchase meant (a retry reuses it). */
export async function purchaseMember({ input, key }: { input: MembershipPurchaseInput; key: string }) {
  return (
    await api.post<MembershipPurchaseAnswer>('/api/memberPurchaseAction', input, {
      silent: true,
      headers: { 'Idempotency-Key': key },
    })
  ).data;
}

export function usePurchaseMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
