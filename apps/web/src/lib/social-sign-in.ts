import type { SocialProvider } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /auth/socialProviders: the providers the server is configured for (none: no social buttons). */
export async function getSocialProviders(): Promise<SocialProvider[]> {
  const body = await api.get<{ providers: SocialProvider[] }>('/auth/socialProviders', {
    background: true,
    silent: true,
  });
  return body.data.providers;
}

export function useSocialProviders() {
  return useQuery({ queryKey: ['social-providers'], queryFn: getSocialProviders, staleTime: Number.POSITIVE_INFINITY });
}

/**
 * GET /auth/{provider}Redirect, then off to the provider: the answer's cookie ties the flow to this browser, and the
 * provider sends it back to /auth/socialCallback. `bind` adds the account to the logged-in customer.
 */
export async function startSocialFlow(provider: SocialProvider, intent: 'sign_in' | 'bind' = 'sign_in'): Promise<void> {
  const body = await api.get<{ url: string }>(`/auth/${provider}Redirect`, { query: { intent } });
  window.location.assign(body.data.url);
}
