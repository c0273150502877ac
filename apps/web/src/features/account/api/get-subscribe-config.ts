import type { SubscribeConfig } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hasToken } from '../../../lib/session';
import { accountKeys } from './account-keys';

/** GET /api/getClientSubscribeConfig: which shipment and promotion messages go by email and SMS. */
export async function getSubscribeConfig(): Promise<SubscribeConfig> {
  return (await api.get<SubscribeConfig>('/api/getClientSubscribeConfig', { silent: true })).data;
}

export function useSubscribeConfig() {
  return useQuery({ queryKey: accountKeys.subscribeConfig(), queryFn: getSubscribeConfig, enabled: hasToken() });
}
