import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

export interface AccountBalance {
  currency: string;
  balance: string;
  wallets: { currency: string; balance: string }[];
  points: number;
  pending_top_ups: number;
  bonus_note: string;
}

/** GET /api/accountBalance: every wallet (the pay currency first), points, top-ups under way. */
export async function getAccountBalance(): Promise<AccountBalance> {
  return (await api.get<AccountBalance>('/api/accountBalance')).data;
}

export function useAccountBalance() {
  return useQuery({ queryKey: paymentKeys.balance(), queryFn: getAccountBalance });
}
