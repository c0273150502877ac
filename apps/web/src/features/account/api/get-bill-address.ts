import type { BillAddress } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hasToken } from '../../../lib/session';
import { accountKeys } from './account-keys';

/** GET /api/getBillAddress: the saved billing address, or null when none is saved yet. */
export async function getBillAddress(): Promise<BillAddress | null> {
  return (await api.get<BillAddress | null>('/api/getBillAddress', { silent: true })).data;
}

export function useBillAddress() {
  return useQuery({ queryKey: accountKeys.billAddress(), queryFn: getBillAddress, enabled: hasToken() });
}
