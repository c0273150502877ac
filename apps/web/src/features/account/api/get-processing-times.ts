import type { WarehouseProcessingTimes } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** GET /api/warehouseProcessingTimes: each warehouse's medians over 30 days (public, the same for everyone). */
export async function getProcessingTimes(): Promise<WarehouseProcessingTimes[]> {
  return (await api.get<WarehouseProcessingTimes[]>('/api/warehouseProcessingTimes')).data;
}

export function useProcessingTimes() {
  return useQuery({ queryKey: accountKeys.processingTimes(), queryFn: getProcessingTimes, staleTime: 60 * 60_000 });
}
