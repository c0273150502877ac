import type { InviteInfo } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/inviteInfo: the customer's invite code and link and the reward's terms. */
export async function getInviteInfo(): Promise<InviteInfo> {
  return (await api.get<InviteInfo>('/api/inviteInfo')).data;
}

export function useInviteInfo() {
  return useQuery({ queryKey: membershipKeys.invite(), queryFn: getInviteInfo });
}
