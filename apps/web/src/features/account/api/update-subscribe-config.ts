import { type SubscribeConfig, subscribeConfigSchema } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export const subscribeConfigInputSchema = subscribeConfigSchema;

/** POST /api/updateClientSubscribeConfig: saves the whole configuration and answers it as stored. */
export async function updateSubscribeConfig(config: SubscribeConfig): Promise<SubscribeConfig> {
  const input = subscribeConfigInputSchema.parse(config);
  return (await api.post<SubscribeConfig>('/api/updateClientSubscribeConfig', input, { silent: true })).data;
}

/** Optimistic: the switches move at once and go back if the server refuses. */
export function useUpdateSubscribeConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscribeConfig,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.subscribeConfig() });
      const previous = queryClient.getQueryData<SubscribeConfig>(accountKeys.subscribeConfig());
      queryClient.setQueryData(accountKeys.subscribeConfig(), next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(accountKeys.subscribeConfig(), context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.subscribeConfig(), saved);
    },
  });
}
