import type { PayResult } from '@parcelway/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';

/**
 * What a payment is looked up by: its attempt, a top-up, a waybill or a membership purchase (its latest payment).
 * Shared by the payment screens and the member centre, which both wait for a card, wallet or transfer to settle.
 */
export type PayResultRef =
  | { attempt_id: string }
  | { top_up_id: number }
  | { waybillId: number }
  | { membership_id: number };

export const PAY_RESULT_POLL_MS = 2000;
/** A bank transfer waits for staff (SPEC §9: within 1 business day), so its result is asked for less often. */
export const TRANSFER_RESULT_POLL_MS = 30_000;

/** How soon to ask again: never once settled; a transfer in review every 30 s; a card or wallet every 2 s. */
export function payResultPollInterval(result: Pick<PayResult, 'status' | 'method'> | undefined): number | false {
  if (result?.status !== 'not_completed') return false;
  return result.method === 'bank_transfer' ? TRANSFER_RESULT_POLL_MS : PAY_RESULT_POLL_MS;
}

/** POST /api/getPayResult: where a payment stands. */
export async function getPayResult(ref: PayResultRef): Promise<PayResult> {
  return (await api.post<PayResult>('/api/getPayResult', ref, { background: true, silent: true })).data;
}

/**
 * The payment's result, polled while it is not completed (SPEC §4; payResultPollInterval); once it settles every
 * screen's data is refreshed (the balance, the points, the user info, the waybill and the lists).
 */
export function usePayResult(ref: PayResultRef | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['payments', 'result', ref ?? {}],
    queryFn: () => (ref ? getPayResult(ref) : Promise.reject(new Error('no payment'))),
    enabled: ref !== null,
    // A result is never shown from an earlier visit: a second payment of the same waybill starts afresh.
    gcTime: 0,
    refetchInterval: (current) => payResultPollInterval(current.state.data),
  });
  const settled = query.data && query.data.status !== 'not_completed';
  useEffect(() => {
    // A settled payment moves the balance, points, waybills and membership: every screen's data is fetched again.
    if (settled) void queryClient.invalidateQueries();
  }, [settled, queryClient]);
  return query;
}
