import {
  type Language,
  type NotificationKind,
  type PushPayload,
  subscriptionTopic,
  translate,
} from '@parcelway/domain';
import { type RenderedMail, renderMail } from './layout.js';
import { type ClaimNotificationData, claimContent } from './templates/claims.js';
import { APP_URL, type NoticeContent, UNSUBSCRIBE_URL } from './templates/content.js';
import { type ParcelNotificationData, parcelContent } from './templates/parcels.js';
import { type PreShipmentNotificationData, preShipmentContent } from './templates/pre-shipments.js';
import { type RewardNotificationData, rewardContent } from './templates/rewards.js';
import { type WarehouseAddressNotificationData, warehouseAddressContent } from './templates/warehouse-address.js';
import { type WaybillNotificationData, waybillContent } from './templates/waybills.js';
import { type WeightDisputeNotificationData, weightDisputeContent } from './templates/weight-disputes.js';

// What each topic's notifications say lives in templates/, a file per topic; this file puts them together and lays
// a notification out as a mail, an SMS or a push message.
export { accountMail } from './templates/account.js';
export { APP_URL, CONFIRM_KEY, UNSUBSCRIBE_URL } from './templates/content.js';
export type { CopiedAddress } from './templates/warehouse-address.js';
export type { DisputedRef } from './templates/weight-disputes.js';

/** What each notification says, beyond who it is for. */
export interface NotificationData
  extends ClaimNotificationData,
    ParcelNotificationData,
    WaybillNotificationData,
    PreShipmentNotificationData,
    RewardNotificationData,
    WarehouseAddressNotificationData,
    WeightDisputeNotificationData {}

export type NotificationOf<K extends NotificationKind = NotificationKind> = {
  [Kind in K]: { kind: Kind; data: NotificationData[Kind] };
}[K];

/** The sentence parameters and the facts table of one notification, from its topic. */
function contentOf(language: Language, notification: NotificationOf): NoticeContent {
  switch (notification.kind) {
    case 'shipment_loss_claim_open':
    case 'shipment_claim_filed':
    case 'shipment_claim_information_needed':
    case 'shipment_claim_approved':
    case 'shipment_claim_rejected':
      return claimContent(language, notification);
    case 'parcel_arrived':
    case 'parcel_delivered_not_received':
    case 'storage_reminder':
      return parcelContent(language, notification);
    case 'waybill_awaiting_payment':
    case 'waybill_paid':
    case 'waybill_dispatched':
    case 'waybill_at_destination':
    case 'waybill_ready_for_pickup':
    case 'waybill_delivered':
    case 'waybill_exception':
    case 'waybill_returned':
    case 'waybill_alert':
    case 'waybill_cancelled':
      return waybillContent(language, notification);
    case 'pre_shipment_moved':
      return preShipmentContent(language, notification);
    case 'lottery_prize':
    case 'points_expiring':
    case 'points_expired':
      return rewardContent(language, notification);
    case 'warehouse_address_changed':
      return warehouseAddressContent(language, notification);
    case 'weight_dispute_filed':
    case 'weight_dispute_reweighed':
    case 'weight_dispute_confirmed':
      return weightDisputeContent(language, notification);
  }
}

/** A notification's email: subject, greeting, sentence, facts and a button, in the brand layout, with the unsubscribe link. */
export function notificationMail(language: Language, name: string, notification: NotificationOf): RenderedMail {
  const { params, facts, link } = contentOf(language, notification);
  const key = `notify.${notification.kind}` as const;
  const subject = translate(language, `${key}.subject`, params);
  return renderMail({
    language,
    subject,
    blocks: [
      { type: 'heading', text: subject },
      { type: 'paragraph', text: translate(language, 'notify.greeting', { name }) },
      { type: 'paragraph', text: translate(language, `${key}.body`, params) },
      facts,
      { type: 'button', label: translate(language, `${key}.action`), href: link },
    ],
    unsubscribeUrl: UNSUBSCRIBE_URL,
    topic: subscriptionTopic(notification.kind),
  });
}

/** A notification's SMS: one short sentence. */
export function notificationSms(language: Language, notification: NotificationOf): string {
  const { params } = contentOf(language, notification);
  return translate(language, `notify.${notification.kind}.sms`, params);
}

/**
 * A notification as a push message: the mail's subject and sentence, and the screen its button opens (relative to the
 * app, so the service worker opens it on the app's own address).
 */
export function notificationPush(language: Language, notification: NotificationOf): PushPayload {
  const { params, link } = contentOf(language, notification);
  const key = `notify.${notification.kind}` as const;
  return {
    title: translate(language, `${key}.subject`, params),
    body: translate(language, `${key}.body`, params),
    url: link.startsWith(`${APP_URL}/`) ? link.slice(APP_URL.length + 1) : link,
    tag: notification.kind,
    lang: language,
  };
}
