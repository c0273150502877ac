import type { MemberCard } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/memberCard: whether the customer is a member now, and the next period or a purchase waiting. */
export async function getMemberCard(): Promise<MemberCard> {
  return (await api.get<MemberCard>('/api/memberCard')).data;
}

export function useMemberCard() {
  return useQuery({ queryKey: membershipKeys.card(), queryFn: getMemberCard });
}
