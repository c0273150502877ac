import type { BatchPreAlertInput, PreAlertsAdded } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';

/** POST /api/batchInsertPreParcel: 1–5 tracking numbers under one declaration. Errors are shown by the form. */
export async function addPreAlerts(input: BatchPreAlertInput): Promise<PreAlertsAdded> {
  return (await api.post<PreAlertsAdded>('/api/batchInsertPreParcel', input, { silent: true })).data;
}

export function useAddPreAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPreAlerts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
