import type { Key } from './en.js';

/** The coupon centre, campaigns, redeem codes and points earned. Simplified Chinese: every English key. */
export const cn: Record<Key, string> = {
  'coupon.defaultTitle': '优惠券',
  'coupon.wrongWarehouse': '此优惠券仅适用于其他仓库发出的运单。',
  'coupon.wrongLine': '此优惠券仅适用于其他物流线路。',
  'coupon.scopeEmpty.all': '此运单没有可抵扣的金额。',
  'coupon.scopeEmpty.freight': '此优惠券仅抵扣运费，此运单没有需支付的运费。',
  'coupon.scopeEmpty.extras': '此优惠券仅抵扣增值服务费，此运单没有增值服务。',
  'coupon.campaignOver': '此活动已结束。',
  'coupon.campaignNotStarted': '此活动尚未开始。',
  'coupon.alreadyClaimed': '您已领取过此优惠券。',
  'coupon.exhausted': '此优惠券已被领完。',
  'coupon.codeExpired': '此兑换码已过期。',
  'coupon.newCustomersOnly': '此优惠券仅限新客户（首笔运单支付前）领取。',
  'coupon.warehouseNewOnly': '此优惠券仅限在该仓库首次支付运单的客户领取。',
  'coupon.membersOnly': '此优惠券仅限会员领取。',
  'coupon.capWithoutPercent': '只有折扣券才能设置最高抵扣金额。',
  'coupon.templateNotFound': '此活动不存在。',
  'ledgerKind.points_reversed': '积分扣回（退款）',
  'ledgerKind.points_expired': '积分过期',
  'points.earnedFor': '已支付运单 {shipment}',
};
