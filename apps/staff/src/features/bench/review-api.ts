import {
  type StaffReturn,
  type StaffSignDocument,
  staffReturnSchema,
  staffSignDocumentSchema,
} from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { get, post } from '../../lib/api.js';

/** Queues are other people's work arriving: read afresh when opened, refreshed while open (as lib/queues.ts). */
const LIVE = { refetchOnMount: 'always', refetchInterval: 30_000 } as const;
const storeQuery = (storeId: number | undefined) => (storeId === undefined ? '' : `?store_id=${storeId}`);

/** GET /ops/sign-documents: customs authorisations waiting for review, oldest first. */
export function useSignDocuments(storeId: number | undefined) {
  return useQuery({
    queryKey: ['ops', 'sign-documents', storeId ?? 'all'],
    queryFn: async (): Promise<StaffSignDocument[]> =>
      z.array(staffSignDocumentSchema).parse(await get(`/ops/sign-documents${storeQuery(storeId)}`)),
    ...LIVE,
  });
}

export function useReviewSignDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      post(`/ops/sign-documents/${id}/review`, { decision, reason }),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'sign-documents'] }),
  });
}

/** GET /ops/returns: return requests waiting for the parcels to be handed over, oldest first. */
export function useReturns(storeId: number | undefined) {
  return useQuery({
    queryKey: ['ops', 'returns', storeId ?? 'all'],
    queryFn: async (): Promise<StaffReturn[]> =>
      z.array(staffReturnSchema).parse(await get(`/ops/returns${storeQuery(storeId)}`)),
    ...LIVE,
  });
}

export function useCompleteReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post(`/ops/returns/${id}/complete`),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'returns'] }),
  });
}
