import type { ExtraServiceEntryInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelDetail } from './types';

export interface ParcelUpdate {
  id: number;
  remark?: string;
  extra_services?: ExtraServiceEntryInput[];
}

/** POST /api/updateParcel: asks for extra services on a parcel (and/or changes its remark). */
export async function updateParcel(input: ParcelUpdate): Promise<ParcelDetail> {
  return (await api.post<ParcelDetail>('/api/updateParcel', input, { silent: true })).data;
}

export function useUpdateParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateParcel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
