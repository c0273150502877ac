import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the tracking feature; the server writes the journey's words in the caller's language. */
export const trackingKeys = {
  all: ['tracking'] as const,
  trackInfo: (waybillId: number) => ['tracking', 'trackInfo', currentLanguage(), waybillId] as const,
  lookup: (trackingNumber: string) => ['tracking', 'lookup', currentLanguage(), trackingNumber] as const,
  allShares: ['tracking', 'shares'] as const,
  shares: (waybillId: number | undefined) => ['tracking', 'shares', waybillId] as const,
  publicTrack: (key: string) => ['tracking', 'public', currentLanguage(), key] as const,
};
