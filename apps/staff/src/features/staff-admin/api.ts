import type { StaffRoleName } from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, request } from '../../lib/api.js';

/** A staff account as GET /ops/staff lists it (never its password). */
export interface StaffAccount {
  id: number;
  email: string;
  role: StaffRoleName;
  store_ids: number[];
  active: boolean;
  created_at: string;
}

const key = ['ops', 'staff'] as const;

export function useStaffAccounts() {
  return useQuery({ queryKey: key, queryFn: () => get<StaffAccount[]>('/ops/staff') });
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
    mutationFn: (input: NewStaff) => post<StaffAccount>('/ops/staff', input),
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
    }) => request<StaffAccount>('PATCH', `/ops/staff/${id}`, changes),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
