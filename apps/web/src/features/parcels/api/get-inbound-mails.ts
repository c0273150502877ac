import type { InboundMails } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelKeys } from './parcel-keys';

/** GET /api/inboundMails: the address order e-mails are forwarded to, and what became of the latest ones. */
export async function getInboundMails(signal?: AbortSignal): Promise<InboundMails> {
  return (await api.get<InboundMails>('/api/inboundMails', { signal, silent: true })).data;
}

export function useInboundMails() {
  return useQuery({ queryKey: parcelKeys.inboundMails(), queryFn: ({ signal }) => getInboundMails(signal) });
}
