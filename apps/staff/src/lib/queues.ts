import {
  type BankTransferView,
  type StaffQueueWaybill,
  type StaffWaybillQueue,
  staffQueueWaybillSchema,
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

export const pendingTransfersKey = ['ops', 'bank-transfers', 'pending'] as const;

export function usePendingTransfers(enabled = true) {
  return useQuery({
    queryKey: pendingTransfersKey,
    queryFn: () => get<BankTransferView[]>('/ops/bank-transfers?status=pending'),
    enabled,
    ...LIVE,
  });
}
