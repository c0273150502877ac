import type { StaffMember, StaffRoleName } from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, request } from '../../lib/api.js';

const key = ['ops', 'staff'] as const;

export function useStaffAccounts() {
  return useQuery({ queryKey: key, queryFn: () => get<StaffMember[]>('/ops/staff') });
}

export interface NewStaff {
  email: string;
  password: string;
  role: StaffRoleName;
  store_ids?: number[];
}

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewStaff) => post<StaffMember>('/ops/staff', input),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...changes
    }: {
      id: number;
      role?: StaffRoleName;
      store_ids?: number[];
      active?: boolean;
      password?: string;
    }) => request<StaffMember>('PATCH', `/ops/staff/${id}`, changes),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
