import type { SubscribeConfig } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hasToken } from '../../../lib/session';

export const SUBSCRIBE_CONFIG_QUERY_KEY = ['subscribeConfig'] as const;

/** GET /api/getClientSubscribeConfig: which shipment and promotion messages go by email and SMS. */
export async function getSubscribeConfig(): Promise<SubscribeConfig> {
  return (await api.get<SubscribeConfig>('/api/getClientSubscribeConfig', { silent: true })).data;
}

export function useSubscribeConfig() {
  return useQuery({ queryKey: SUBSCRIBE_CONFIG_QUERY_KEY, queryFn: getSubscribeConfig, enabled: hasToken() });
}
