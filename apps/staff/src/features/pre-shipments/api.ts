import type { PickupRunEntry, PickupSettings, PreShipmentSummary } from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/api.js';

export function usePickupSettings(storeId: number | undefined) {
  return useQuery({
    queryKey: ['ops', 'pickup-settings', storeId],
    queryFn: () => get<PickupSettings>(`/ops/pickup-settings?store_id=${storeId}`),
    enabled: storeId !== undefined,
  });
}

/** POST /ops/pickup-settings with the version the form loaded: a change made meanwhile answers 409. */
export function useSavePickupSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { store_id: number; pickup_fee: string; cutoff_time: string; version: number }) =>
      post<PickupSettings>('/ops/pickup-settings', input),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'pickup-settings'] }),
  });
}

export function usePickupRun(storeId: number | undefined, date: string) {
  return useQuery({
    queryKey: ['ops', 'pickup-run', storeId, date],
    queryFn: () => get<PickupRunEntry[]>(`/ops/pre-shipments/pickup-run?store_id=${storeId}&date=${date}`),
    enabled: storeId !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

/** The moves of a pre-shipment: received at the agent point by its code, picked up, into the warehouse. */
export function usePreShipmentMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: { kind: 'receive'; code: string } | { kind: 'picked-up' | 'into-warehouse'; id: number }) =>
      move.kind === 'receive'
        ? post<PreShipmentSummary>('/ops/pre-shipments/receive', { code: move.code })
        : post<PreShipmentSummary>(`/ops/pre-shipments/${move.id}/${move.kind}`),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'pickup-run'] }),
  });
}
