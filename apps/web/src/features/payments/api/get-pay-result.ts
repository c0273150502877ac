import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/session';
import { paymentKeys } from './payment-keys';
import type { PayResult } from './types';

/** What a payment is looked up by: its attempt, a top-up, or (issue 7) a waybill. */
export type PayResultRef = { attempt_id: string } | { top_up_id: number } | { waybillId: number };

export const PAY_RESULT_POLL_MS = 2000;

/**
 * POST /api/getPayResult, polled every 2 s while the payment is not completed (SPEC §4); once it settles the
 * balance, the user info and the lists refresh.
 */
export function usePayResult(ref: PayResultRef | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentKeys.result(ref ?? {}),
    queryFn: async () => (await api.post<PayResult>('/api/getPayResult', ref, { background: true, silent: true })).data,
    enabled: ref !== null,
    refetchInterval: (current) => (current.state.data?.status === 'not_completed' ? PAY_RESULT_POLL_MS : false),
  });
  const settled = query.data && query.data.status !== 'not_completed';
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: ['payments', 'balance'] });
    void queryClient.invalidateQueries({ queryKey: ['payments', 'topUps'] });
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [settled, queryClient]);
  return query;
}
