import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { trackingKeys } from './tracking-keys';
import type { PublicTrack } from './types';

/** GET /api/traceShareDetail/{key}: the shared journey, masked, for anyone holding the link (no session needed). */
export async function getPublicTrack(key: string): Promise<PublicTrack> {
  const path = `/api/traceShareDetail/${encodeURIComponent(key)}`;
  return (await api.get<PublicTrack>(path, { query: { lang: currentLanguage() }, silent: true })).data;
}

export function usePublicTrack(key: string) {
  return useQuery({ queryKey: trackingKeys.publicTrack(key), queryFn: () => getPublicTrack(key), enabled: key !== '' });
}
