import type { Key } from './en.js';

/** The coupon centre, campaigns, redeem codes and points earned. Traditional Chinese: every English key. */
export const tw: Record<Key, string> = {
  'coupon.defaultTitle': '優惠券',
  'coupon.wrongWarehouse': '此優惠券僅適用於其他倉庫寄出的運單。',
  'coupon.wrongLine': '此優惠券僅適用於其他物流線路。',
  'coupon.scopeEmpty.all': '此運單沒有可折抵的金額。',
  'coupon.scopeEmpty.freight': '此優惠券僅折抵運費，此運單沒有需支付的運費。',
  'coupon.scopeEmpty.extras': '此優惠券僅折抵加值服務費，此運單沒有加值服務。',
  'coupon.campaignOver': '此活動已結束。',
  'coupon.campaignNotStarted': '此活動尚未開始。',
  'coupon.alreadyClaimed': '您已領取過此優惠券。',
  'coupon.exhausted': '此優惠券已被領完。',
  'coupon.codeExpired': '此兌換碼已過期。',
  'coupon.newCustomersOnly': '此優惠券僅限新客戶（首筆運單付款前）領取。',
  'coupon.warehouseNewOnly': '此優惠券僅限在該倉庫首次付款運單的客戶領取。',
  'coupon.membersOnly': '此優惠券僅限會員領取。',
  'coupon.capWithoutPercent': '只有折扣券才能設定最高折抵金額。',
  'coupon.templateNotFound': '此活動不存在。',
  'ledgerKind.points_reversed': '點數扣回（退款）',
  'ledgerKind.points_expired': '點數過期',
  'points.earnedFor': '已付款運單 {shipment}',
};
