import type { TopUpInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';
import type { TopUpAnswer } from './types';

/**
 * POST /api/chargeActionNew with an Idempotency-Key: the caller keeps one key per top-up it means to make,
 * so a retry after a lost answer gets the first answer instead of a second top-up.
 */
export async function requestTopUp({ input, key }: { input: TopUpInput; key: string }): Promise<TopUpAnswer> {
  return (
    await api.post<TopUpAnswer>('/api/chargeActionNew', input, {
      silent: true,
      headers: { 'Idempotency-Key': key },
    })
  ).data;
}

export function useRequestTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTopUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
