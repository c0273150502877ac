import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** POST /api/helpCenterArticleFeedback/{id}: "was this helpful?" (one answer per customer; a new one replaces it). */
export async function sendArticleFeedback(input: { id: number; helpful: boolean }): Promise<{ helpful: boolean }> {
  return (
    await api.post<{ helpful: boolean }>(`/api/helpCenterArticleFeedback/${input.id}`, { helpful: input.helpful })
  ).data;
}

export function useSendArticleFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendArticleFeedback,
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: contentKeys.article(input.id) }),
  });
}
