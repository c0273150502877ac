import type { DeclarationItemInput } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';
import type { ParcelDeclaration } from './types';

/** POST /api/saveParcelDeclare: the declaration of one parcel. */
export async function saveDeclaration(parcelId: number, items: DeclarationItemInput[]): Promise<ParcelDeclaration> {
  return (await api.post<ParcelDeclaration>('/api/saveParcelDeclare', { parcel_id: parcelId, items }, { silent: true }))
    .data;
}

export function useSaveDeclaration(parcelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: DeclarationItemInput[]) => saveDeclaration(parcelId, items),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelKeys.all }),
  });
}
