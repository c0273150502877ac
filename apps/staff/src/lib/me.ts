import { type StaffMe, type StaffRoleName, staffMeSchema, type WarehouseAddress } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { get } from './api.js';

/** GET /ops/me: the signed-in staff member's role and warehouses (what the console shows them). */
export function useMe() {
  return useQuery({
    queryKey: ['ops', 'me'],
    queryFn: async (): Promise<StaffMe> => staffMeSchema.parse(await get('/ops/me')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Whether a role may use a tool made for some roles (an admin uses every tool, as on the server). */
export function mayUse(role: StaffRoleName | null | undefined, roles: readonly StaffRoleName[]): boolean {
  return role === 'admin' || (role !== null && role !== undefined && roles.includes(role));
}

/** Every warehouse (public reference data), for the warehouse pickers. */
export function useWarehouses() {
  return useQuery({
    queryKey: ['api', 'warehouses'],
    queryFn: () => get<WarehouseAddress[]>('/api/getWarehouseAddress'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
