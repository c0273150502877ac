import type { Key } from './en.js';

/** Tracking: the journey's milestones, our own events' sentences, share links and carrier notifications. Simplified Chinese: every English key. */
export const cn: Record<Key, string> = {
  'trackingStatus.pending': '已提交',
  'trackingStatus.packing': '打包中',
  'trackingStatus.pay_now': '已打包，待付款',
  'trackingStatus.bank_pending': '银行转账审核中',
  'trackingStatus.paid': '已付款，待发货',
  'trackingStatus.info_received': '承运商已收到运单信息',
  'trackingStatus.in_transit': '运输中',
  'trackingStatus.customs_held': '海关扣留',
  'trackingStatus.sorting': '已到达目的地仓库',
  'trackingStatus.out_for_delivery': '派送中',
  'trackingStatus.failed_attempt': '派送未成功',
  'trackingStatus.collecting': '待取件',
  'trackingStatus.delivered': '已签收',
  'trackingStatus.exception': '运输异常',
  'trackingStatus.lost': '承运商报告丢件',
  'trackingStatus.returned': '已退回寄件人',
  'trackingStatus.cancelled': '已取消',
  'trackingEvent.handedToCarrier': '已交给承运商，运单号 {tracking}',
  'tracking.shareNotFound': '此追踪链接不存在，或已被分享者关闭。',
  'tracking.webhookRejected': '无法验证此通知。',
  'tracking.unknownTrackingNumber': '没有以此单号追踪的运单。',
  'tracking.notOnTheWay': '运单付款后才能添加追踪记录，已取消的运单不能添加。',
  'tracking.cardTitle': '运单 {shipment}',
  'tracking.cardExpected': '预计 {from} 至 {to} 送达',
};
