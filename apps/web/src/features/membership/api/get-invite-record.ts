import type { InviteRecord } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/inviteRecord: each invited friend with registration time and task status. */
export async function getInviteRecord(): Promise<InviteRecord[]> {
  return (await api.get<{ list: InviteRecord[] }>('/api/inviteRecord', { query: { page: 1, perPage: 100 } })).data.list;
}

export function useInviteRecord() {
  return useQuery({ queryKey: membershipKeys.invites(), queryFn: getInviteRecord });
}
