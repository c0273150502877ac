/** The coupon centre, campaigns, redeem codes and points earned. */
export const en = {
  'coupon.defaultTitle': 'Coupon',
  'coupon.wrongWarehouse': 'This coupon is for shipments from another warehouse.',
  'coupon.wrongLine': 'This coupon is for another logistics line.',
  'coupon.scopeEmpty.all': 'There is nothing on this shipment for the coupon to take off.',
  'coupon.scopeEmpty.freight': 'This coupon takes off freight, and this shipment has none to pay.',
  'coupon.scopeEmpty.extras': 'This coupon takes off extra services, and this shipment has none.',
  'coupon.campaignOver': 'This offer has ended.',
  'coupon.campaignNotStarted': 'This offer has not started yet.',
  'coupon.alreadyClaimed': 'You have already claimed this coupon.',
  'coupon.exhausted': 'All of these coupons have been claimed.',
  'coupon.codeExpired': 'This coupon code has expired.',
  'coupon.newCustomersOnly': 'This coupon is for new customers, before their first paid shipment.',
  'coupon.warehouseNewOnly': 'This coupon is for your first paid shipment from its warehouse.',
  'coupon.membersOnly': 'This coupon is for members.',
  'coupon.capWithoutPercent': 'Only a percentage coupon has a cap.',
  'coupon.templateNotFound': 'This offer does not exist.',
  'ledgerKind.points_reversed': 'Points taken back (refund)',
  'ledgerKind.points_expired': 'Points expired',
  'points.earnedFor': 'Paid shipment {shipment}',
} as const;

export type Key = keyof typeof en;
