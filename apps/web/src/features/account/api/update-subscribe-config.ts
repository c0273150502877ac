import { type SubscribeConfig, subscribeConfigSchema } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SUBSCRIBE_CONFIG_QUERY_KEY } from './get-subscribe-config';

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
      await queryClient.cancelQueries({ queryKey: SUBSCRIBE_CONFIG_QUERY_KEY });
      const previous = queryClient.getQueryData<SubscribeConfig>(SUBSCRIBE_CONFIG_QUERY_KEY);
      queryClient.setQueryData(SUBSCRIBE_CONFIG_QUERY_KEY, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(SUBSCRIBE_CONFIG_QUERY_KEY, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(SUBSCRIBE_CONFIG_QUERY_KEY, saved);
    },
  });
}
