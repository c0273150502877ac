import type { Key } from './en.js';

export const cn: Record<Key, string> = {
  'inboundMail.subject': '您转发的订单邮件：已添加 {count} 个预报',
  'inboundMail.subjectNone': '您转发的订单邮件：未添加预报',
  'inboundMail.body': '我们已读取您转发的来自 {shop} 的订单邮件“{subject}”。',
  'inboundMail.bodyNoShop': '我们已读取您转发的订单邮件“{subject}”。',
  'inboundMail.created': '已预报',
  'inboundMail.existing': '此前已预报',
  'inboundMail.unread.check_digit': '未添加：校验位与其快递公司的格式不符',
  'inboundMail.unread.unconfirmed': '未添加：无法确认这是快递单号',
  'inboundMail.refused': '未添加：{reason}',
  'inboundMail.nothingFound':
    '邮件中没有找到快递单号。商家通常会在之后的“已发货”邮件中提供单号：请转发那封邮件，或在应用中添加单号。',
  'inboundMail.checkUnread': '如果未添加的单号是您的包裹，请在应用中预报。',
  'inboundMail.action': '查看我的预报',
  'inboundMail.remark': '来自您转发的订单邮件：{shop}',
  'push.invalidSubscription': '此设备无法开启通知，请重试。',
  'push.unknownService': '通知只能通过浏览器自带的推送服务发送。',
  'push.unavailable': '暂不支持在此设备上接收通知。',
};
