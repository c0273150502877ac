import {
  type StaffQueueWaybill,
  type StaffWaybillQueue,
  staffQueueWaybillSchema,
  type UploadedFile,
} from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from './api.js';

/**
 * Queues are other people's work arriving: a screen that opens one reads it afresh (the dashboard may have cached it
 * seconds before a customer submitted), and a screen left open at the bench refreshes itself.
 */
const LIVE = { refetchOnMount: 'always', refetchInterval: 30_000 } as const;

/** The query key of a warehouse queue; every move refreshes ['ops', 'waybills']. */
export const waybillQueueKey = (queue: StaffWaybillQueue) => ['ops', 'waybills', queue] as const;

/** GET /ops/waybills?queue=: a bench queue (kept to the operator's warehouses by the server), oldest first. */
export function useWaybillQueue(queue: StaffWaybillQueue, enabled = true) {
  return useQuery({
    queryKey: waybillQueueKey(queue),
    queryFn: async (): Promise<StaffQueueWaybill[]> =>
      z.array(staffQueueWaybillSchema).parse(await get(`/ops/waybills?queue=${queue}`)),
    enabled,
    ...LIVE,
  });
}

/** A bank transfer waiting for review (GET /ops/bank-transfers): the proof beside the amount and the customer. */
export interface BankTransfer {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  customer_id: number;
  customer_email: string;
  purpose: string;
  amount: string;
  currency: string;
  proof: UploadedFile | null;
  created_at: string;
}

export const pendingTransfersKey = ['ops', 'bank-transfers', 'pending'] as const;

export function usePendingTransfers(enabled = true) {
  return useQuery({
    queryKey: pendingTransfersKey,
    queryFn: () => get<BankTransfer[]>('/ops/bank-transfers?status=pending'),
    enabled,
    ...LIVE,
  });
}
