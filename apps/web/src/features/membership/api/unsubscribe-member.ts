import type { MemberCard } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';

/** POST /api/unSubscribeMember: stops renewal; the paid period stays. */
export async function unsubscribeMember(): Promise<MemberCard> {
  return (await api.post<MemberCard>('/api/unSubscribeMember', {})).data;
}

export function useUnsubscribeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
