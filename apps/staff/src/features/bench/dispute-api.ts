import { type StaffWeightDispute, staffWeightDisputeSchema, type UploadedFile } from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { get, post } from '../../lib/api.js';

/** Queues are other people's work arriving: read afresh when opened, refreshed while open (as lib/queues.ts). */
const LIVE = { refetchOnMount: 'always', refetchInterval: 30_000 } as const;
const KEY = ['ops', 'weight-disputes'] as const;

/** GET /ops/weight-disputes: the warehouse's open weight disputes, the one due first on top. */
export function useWeightDisputes(storeId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, storeId ?? 'all'],
    queryFn: async (): Promise<StaffWeightDispute[]> =>
      z
        .array(staffWeightDisputeSchema)
        .parse(await get(`/ops/weight-disputes${storeId === undefined ? '' : `?store_id=${storeId}`}`)),
    ...LIVE,
  });
}

export interface ReweighForm {
  weight: number;
  length: number;
  width: number;
  height: number;
  note?: string | undefined;
}

/** POST /ops/weight-disputes/:id/reweigh with the new readings and the photos of the scale and the tape. */
export function useReweigh() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      scale,
      tape,
      ...figures
    }: ReweighForm & { id: number; scale: UploadedFile; tape: UploadedFile }) =>
      post<StaffWeightDispute>(`/ops/weight-disputes/${id}/reweigh`, {
        ...figures,
        scale_photo: scale.id,
        tape_photo: tape.id,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /ops/weight-disputes/:id/confirm: the recorded figures stand, with the reason the customer is told. */
export function useConfirmWeight() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      post<StaffWeightDispute>(`/ops/weight-disputes/${id}/confirm`, { reason }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
