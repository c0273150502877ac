import type { ExtraServiceEntryInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelDetail } from './types';

/** POST /api/updateParcel: asks for extra services on a parcel (and/or changes its remark). */
export function useUpdateParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; remark?: string; extra_services?: ExtraServiceEntryInput[] }) =>
      (await api.post<ParcelDetail>('/api/updateParcel', input, { silent: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
