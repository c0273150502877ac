import type { Key } from './en.js';

export const tw: Record<Key, string> = {
  'inboundMail.subject': '您轉寄的訂單郵件：已新增 {count} 個預報',
  'inboundMail.subjectNone': '您轉寄的訂單郵件：未新增預報',
  'inboundMail.body': '我們已讀取您轉寄的來自 {shop} 的訂單郵件「{subject}」。',
  'inboundMail.bodyNoShop': '我們已讀取您轉寄的訂單郵件「{subject}」。',
  'inboundMail.created': '已預報',
  'inboundMail.existing': '先前已預報',
  'inboundMail.unread.check_digit': '未新增：檢查碼與其快遞公司的格式不符',
  'inboundMail.unread.unconfirmed': '未新增：無法確認這是追蹤號碼',
  'inboundMail.refused': '未新增：{reason}',
  'inboundMail.nothingFound':
    '郵件中沒有找到追蹤號碼。商家通常會在之後的「已出貨」郵件中提供號碼：請轉寄那封郵件，或在應用程式中新增號碼。',
  'inboundMail.checkUnread': '如果未新增的號碼是您的包裹，請在應用程式中預報。',
  'inboundMail.action': '查看我的預報',
  'inboundMail.remark': '來自您轉寄的訂單郵件：{shop}',
  'push.invalidSubscription': '此裝置無法開啟通知，請重試。',
  'push.unknownService': '通知只能透過瀏覽器內建的推播服務傳送。',
  'push.unavailable': '暫不支援在此裝置上接收通知。',
};
