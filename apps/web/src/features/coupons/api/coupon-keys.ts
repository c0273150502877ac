import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the coupon centre; a claim or a redeemed code invalidates `all`. */
export const couponKeys = {
  all: ['coupons'] as const,
  list: (tab: string) => ['coupons', 'list', currentLanguage(), tab] as const,
  campaigns: () => ['coupons', 'campaigns', currentLanguage()] as const,
  popUps: () => ['coupons', 'popUps', currentLanguage()] as const,
  lottery: () => ['coupons', 'lottery', currentLanguage()] as const,
};
