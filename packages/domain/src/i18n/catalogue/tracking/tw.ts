import type { Key } from './en.js';

/** Tracking: the journey's milestones, our own events' sentences, share links and carrier notifications. Traditional Chinese: every English key. */
export const tw: Record<Key, string> = {
  'trackingStatus.pending': '已提交',
  'trackingStatus.packing': '打包中',
  'trackingStatus.pay_now': '已打包，待付款',
  'trackingStatus.bank_pending': '銀行轉帳審核中',
  'trackingStatus.paid': '已付款，待出貨',
  'trackingStatus.info_received': '承運商已收到運單資訊',
  'trackingStatus.in_transit': '運送中',
  'trackingStatus.customs_held': '海關扣留',
  'trackingStatus.sorting': '已抵達目的地倉庫',
  'trackingStatus.out_for_delivery': '派送中',
  'trackingStatus.failed_attempt': '派送未成功',
  'trackingStatus.collecting': '待取件',
  'trackingStatus.delivered': '已簽收',
  'trackingStatus.exception': '運送異常',
  'trackingStatus.lost': '承運商回報遺失',
  'trackingStatus.returned': '已退回寄件人',
  'trackingStatus.cancelled': '已取消',
  'trackingEvent.handedToCarrier': '已交給承運商，運單號 {tracking}',
  'tracking.shareNotFound': '此追蹤連結不存在，或已被分享者關閉。',
  'tracking.webhookRejected': '無法驗證此通知。',
  'tracking.unknownTrackingNumber': '沒有以此單號追蹤的運單。',
  'tracking.notOnTheWay': '運單付款後才能新增追蹤紀錄，已取消的運單不能新增。',
  'tracking.cardTitle': '運單 {shipment}',
  'tracking.cardExpected': '預計 {from} 至 {to} 送達',
};
