import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.js';

/** Staff lists are shared work: refetched when the window comes back, never retried on a refusal. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});
