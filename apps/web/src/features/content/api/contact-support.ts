import { type ContactChannels, supportMessageSchema } from '@parcelway/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export const contactFormSchema = supportMessageSchema;
export type ContactFormInput = z.input<typeof supportMessageSchema>;

/** GET /api/contactChannels: email, phone, WeChat, WhatsApp and hours, from the server's configuration. */
export async function getContactChannels(): Promise<ContactChannels> {
  return (await api.get<ContactChannels>('/api/contactChannels')).data;
}

export function useContactChannels() {
  return useQuery({ queryKey: contentKeys.channels(), queryFn: getContactChannels, staleTime: 60 * 60_000 });
}

/** POST /api/contactSupport: the message reaches staff with the customer's id. */
export async function contactSupport(input: z.output<typeof supportMessageSchema>) {
  return (await api.post<{ id: number; created_at: string }>('/api/contactSupport', input, { silent: true })).data;
}

export function useContactSupport() {
  return useMutation({ mutationFn: contactSupport });
}
