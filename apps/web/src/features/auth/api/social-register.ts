import {
  type CodeSent,
  type LoginAnswer,
  type SocialRegisterInput,
  socialLinkInputSchema,
  socialSignUpInputSchema,
  type socialTicketAnswerSchema,
} from '@parcelway/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export type SocialTicketAnswer = z.infer<typeof socialTicketAnswerSchema>;
export const socialSignUpFormSchema = socialSignUpInputSchema;
export const socialLinkFormSchema = socialLinkInputSchema;

/** GET /auth/socialRegister: a bound account is signed in at once (the ticket is used up, so it is read once). */
export async function readSocialTicket(ticket: string): Promise<SocialTicketAnswer> {
  const body = await api.get<SocialTicketAnswer>('/auth/socialRegister', { query: { ticket }, silent: true });
  if (body.data.status === 'signed_in') startSession(body.data);
  return body.data;
}

export function useSocialTicket(ticket: string) {
  return useQuery({
    queryKey: ['social-ticket', ticket],
    queryFn: () => readSocialTicket(ticket),
    enabled: Boolean(ticket),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** POST /auth/socialRegister: sends a code, finishes a sign-up, or links an existing account (then signed in). */
export async function socialRegister(input: SocialRegisterInput): Promise<LoginAnswer | CodeSent> {
  // Sending a code needs the captcha; finishing after the provider's own sign-in does not.
  const body = await api.post<LoginAnswer | CodeSent>('/auth/socialRegister', input, {
    silent: true,
    ...(input.step === 'send_code' && { captcha: 'always' as const }),
  });
  if ('access_token' in body.data) startSession(body.data);
  return body.data;
}

export function useSocialRegister() {
  return useMutation({ mutationFn: socialRegister });
}
