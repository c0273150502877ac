import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';
import type { AccountBalance } from './types';

/** GET /api/accountBalance: every wallet (the pay currency first), points, top-ups under way. */
export async function getAccountBalance(): Promise<AccountBalance> {
  return (await api.get<AccountBalance>('/api/accountBalance')).data;
}

export function useAccountBalance() {
  return useQuery({ queryKey: paymentKeys.balance(), queryFn: getAccountBalance });
}
