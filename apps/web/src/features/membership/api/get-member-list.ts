import type { MembershipPlan } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/memberList: the plans on sale, each with what it would have saved on the last shipments. */
export async function getMemberList(): Promise<MembershipPlan[]> {
  return (await api.get<{ list: MembershipPlan[] }>('/api/memberList')).data.list;
}

export function useMemberList() {
  return useQuery({ queryKey: membershipKeys.plans(), queryFn: getMemberList });
}
