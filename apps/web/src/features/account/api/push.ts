import type { PushConfig } from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentPushSubscription, forgetThisDevice, pushSupported, subscribeThisDevice } from '../../../lib/push';
import { accountKeys } from './account-keys';

/** GET /api/pushConfig: whether this server sends pushes, and the key to subscribe with. */
export async function getPushConfig(): Promise<PushConfig> {
  return (await api.get<PushConfig>('/api/pushConfig', { silent: true })).data;
}

export function usePushConfig() {
  return useQuery({ queryKey: accountKeys.pushConfig(), queryFn: getPushConfig, staleTime: Number.POSITIVE_INFINITY });
}

/** Whether this device gets pushes now (the browser's own subscription). */
export function useThisDevicePush() {
  return useQuery({
    queryKey: accountKeys.thisDevicePush(),
    queryFn: async () => ({ supported: pushSupported(), subscribed: Boolean(await currentPushSubscription()) }),
  });
}

/** Switches pushes on this device on (asking the browser's permission) or off. */
export function useSetThisDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { on: boolean; publicKey: string }) =>
      input.on ? subscribeThisDevice(input.publicKey) : forgetThisDevice().then(() => 'unsubscribed' as const),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.thisDevicePush() }),
  });
}
