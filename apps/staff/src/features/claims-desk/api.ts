import {
  type StaffClaimDetail,
  type StaffClaimRow,
  staffClaimDetailSchema,
  staffClaimRowSchema,
} from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { get, post } from '../../lib/api.js';

const QUEUE_KEY = ['ops', 'shipment-claims'] as const;
const claimKey = (id: number) => ['ops', 'shipment-claims', id] as const;

/** GET /ops/shipment-claims: the open claims by their clock (others' work arriving: read afresh, refreshed). */
export function useClaimQueue() {
  return useQuery({
    queryKey: QUEUE_KEY,
    queryFn: async (): Promise<StaffClaimRow[]> =>
      z.array(staffClaimRowSchema).parse(await get('/ops/shipment-claims')),
    refetchOnMount: 'always',
    refetchInterval: 30_000,
  });
}

/** GET /ops/shipment-claims/:id: one claim with its evidence, figure and history, read afresh each time it opens. */
export function useClaimDetail(id: number) {
  return useQuery({
    queryKey: claimKey(id),
    queryFn: async (): Promise<StaffClaimDetail> =>
      staffClaimDetailSchema.parse(await get(`/ops/shipment-claims/${id}`)),
    refetchOnMount: 'always',
  });
}

export type ClaimMove =
  | { id: number; move: 'request-information'; body: { message: string } }
  | { id: number; move: 'approve'; body: { amount: string; reason: string } }
  | { id: number; move: 'reject'; body: { reason: string } };

/** Asks for information, approves (crediting the balance) or rejects; each answers the claim as it now stands. */
export function useMoveClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, move, body }: ClaimMove) =>
      staffClaimDetailSchema.parse(await post(`/ops/shipment-claims/${id}/${move}`, body)),
    onSuccess: (claim) => client.setQueryData(claimKey(claim.id), claim),
    onSettled: () => client.invalidateQueries({ queryKey: QUEUE_KEY, exact: true }),
  });
}
