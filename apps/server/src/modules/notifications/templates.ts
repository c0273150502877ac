import {
  type AccountMailKind,
  calendarDate,
  formatKilograms,
  type Language,
  type LocalisedNames,
  localName,
  type MessageKey,
  type MessageParams,
  type Money,
  moneyText,
  type NotificationKind,
  type PreShipmentStatus,
  type PushPayload,
  subscriptionTopic,
  type TrackingStatusCode,
  translate,
} from '@parcelway/domain';
import { type Block, type RenderedMail, renderMail } from './layout.js';

/** Filled in at delivery with the app's public address (the queuing transaction does not know it). */
export const APP_URL = '{app_url}';
/** Filled in at delivery with the customer's signed unsubscribe link for the message's kind. */
export const UNSUBSCRIBE_URL = '{unsubscribe_url}';

interface WaybillRef {
  waybillId: number;
  shipment: string;
}

/** What each notification says, beyond who it is for. */
export interface NotificationData {
  parcel_arrived: { parcelId: number; tracking: string; weightGrams: number | null };
  storage_reminder: { parcelId: number; tracking: string; days: number; freeUntil: Date };
  waybill_awaiting_payment: WaybillRef & { amount: Money };
  waybill_paid: WaybillRef;
  waybill_dispatched: WaybillRef;
  waybill_at_destination: WaybillRef;
  waybill_ready_for_pickup: WaybillRef;
  waybill_delivered: WaybillRef;
  waybill_exception: WaybillRef & { status: TrackingStatusCode };
  waybill_returned: WaybillRef;
  /** Staff cancelled a paid waybill before dispatch: what went back to the balance, and why. */
  waybill_cancelled: WaybillRef & { refund: Money; reason: string };
  pre_shipment_moved: { preShipmentId: number; status: PreShipmentStatus; contents: string };
  lottery_prize: { prize: LocalisedNames; kind: 'coupon' | 'points' };
  points_expiring: { points: number; expiresAt: Date };
  points_expired: { points: number; days: number };
  /** Staff changed a warehouse's shopping address: the new one as this customer copies it (support number filled in). */
  warehouse_address_changed: { warehouse: LocalisedNames; address: CopiedAddress };
}

/** A shopping address as getWarehouseAddress presents it to one customer, minus what is only read (opening hours). */
export interface CopiedAddress {
  name: string;
  address_lines: string[];
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
}

export type NotificationOf<K extends NotificationKind = NotificationKind> = {
  [Kind in K]: { kind: Kind; data: NotificationData[Kind] };
}[K];

const parcelLink = (parcelId: number) => `${APP_URL}/#/pages/parcel/detail?id=${parcelId}`;
const waybillLink = (waybillId: number) => `${APP_URL}/#/pages/waybill/detail?id=${waybillId}`;
/** Once a waybill is paid the customer follows its journey, so its mails open the tracking screen. */
const trackingLink = (waybillId: number) => `${APP_URL}/#/pages/waybill/newTrace?id=${waybillId}`;
const preShipmentLink = (id: number) => `${APP_URL}/#/pages/personal/preexpress?id=${id}`;
const couponCentreLink = `${APP_URL}/#/pages/personal/cupon`;
const pointsLink = `${APP_URL}/#/pages/personal/log`;
const warehouseAddressLink = `${APP_URL}/#/pages/personal/warehouseDetail`;

/** The address on one line, for an SMS: the parts a shop asks for, in the order the card shows them. */
function addressLine(address: CopiedAddress): string {
  const place = [address.city, address.state, address.postal_code].filter((part) => part !== '').join(' ');
  return [address.name, ...address.address_lines, place, address.country, address.phone].join(', ');
}

/** The sentence parameters and the facts table of one notification. */
function contentOf(
  language: Language,
  notification: NotificationOf,
): { params: MessageParams; facts: Block; link: string } {
  const t = (key: MessageKey) => translate(language, key);
  const fact = (label: MessageKey, value: string) => ({ label: t(label), value });
  switch (notification.kind) {
    case 'parcel_arrived': {
      const { data } = notification;
      const weight = data.weightGrams === null ? '-' : formatKilograms(data.weightGrams);
      const params = { tracking: data.tracking, weight };
      const rows = [fact('notify.tracking', data.tracking), fact('notify.weight', weight)];
      return { params, facts: { type: 'facts', rows }, link: parcelLink(data.parcelId) };
    }
    case 'storage_reminder': {
      const { data } = notification;
      const date = calendarDate(data.freeUntil);
      const params = { tracking: data.tracking, date, days: data.days };
      const rows = [fact('notify.tracking', data.tracking), fact('notify.freeUntil', date)];
      return { params, facts: { type: 'facts', rows }, link: parcelLink(data.parcelId) };
    }
    case 'waybill_awaiting_payment': {
      const { data } = notification;
      const amount = moneyText(data.amount);
      const rows = [fact('notify.shipment', data.shipment), fact('notify.amount', amount)];
      return {
        params: { shipment: data.shipment, amount },
        facts: { type: 'facts', rows },
        link: waybillLink(data.waybillId),
      };
    }
    case 'waybill_exception': {
      const { data } = notification;
      const status = translate(language, `trackingStatus.${data.status}`);
      const rows = [fact('notify.shipment', data.shipment)];
      return {
        params: { shipment: data.shipment, status },
        facts: { type: 'facts', rows },
        link: trackingLink(data.waybillId),
      };
    }
    case 'waybill_cancelled': {
      const { data } = notification;
      const refund = moneyText(data.refund);
      const rows = [
        fact('notify.shipment', data.shipment),
        fact('notify.refund', refund),
        fact('notify.reason', data.reason),
      ];
      return {
        params: { shipment: data.shipment, refund, reason: data.reason },
        facts: { type: 'facts', rows },
        link: waybillLink(data.waybillId),
      };
    }
    case 'pre_shipment_moved': {
      const { data } = notification;
      const status = translate(language, `preShipmentStatus.${data.status}`);
      const rows = [fact('notify.contents', data.contents), fact('notify.status', status)];
      return {
        params: { contents: data.contents, status },
        facts: { type: 'facts', rows },
        link: preShipmentLink(data.preShipmentId),
      };
    }
    case 'lottery_prize': {
      const { data } = notification;
      const prize = localName(language, data.prize);
      const where = t(data.kind === 'coupon' ? 'notify.lottery_prize.coupon' : 'notify.lottery_prize.points');
      return {
        params: { prize, where },
        facts: { type: 'facts', rows: [fact('notify.prize', prize)] },
        link: data.kind === 'coupon' ? couponCentreLink : pointsLink,
      };
    }
    case 'points_expiring': {
      const { data } = notification;
      const date = calendarDate(data.expiresAt);
      const rows = [fact('notify.points', String(data.points)), fact('notify.expiresOn', date)];
      return { params: { points: data.points, date }, facts: { type: 'facts', rows }, link: pointsLink };
    }
    case 'points_expired': {
      const { data } = notification;
      const rows = [fact('notify.points', String(data.points))];
      return { params: { points: data.points, days: data.days }, facts: { type: 'facts', rows }, link: pointsLink };
    }
    case 'warehouse_address_changed': {
      const { data } = notification;
      const { address } = data;
      const rows = [
        fact('notify.receiver', address.name),
        ...address.address_lines.map((line) => fact('notify.addressLine', line)),
        fact('notify.city', address.city),
        ...(address.state === '' ? [] : [fact('notify.state', address.state)]),
        fact('notify.postalCode', address.postal_code),
        fact('notify.country', address.country),
        fact('notify.phone', address.phone),
      ];
      return {
        params: { warehouse: localName(language, data.warehouse), address: addressLine(address) },
        facts: { type: 'facts', rows },
        link: warehouseAddressLink,
      };
    }
    default: {
      const { data } = notification;
      const rows = [fact('notify.shipment', data.shipment)];
      const link = notification.kind === 'waybill_paid' ? waybillLink(data.waybillId) : trackingLink(data.waybillId);
      return { params: { shipment: data.shipment }, facts: { type: 'facts', rows }, link };
    }
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

/** The sentences of each account mail: the subject and the body (these existed before the layout, as plain text). */
const ACCOUNT_MAILS: Record<AccountMailKind, { subject: MessageKey; body: MessageKey }> = {
  welcome: { subject: 'mail.welcome.subject', body: 'mail.welcome.body' },
  reset_code: { subject: 'mail.resetCode.subject', body: 'mail.resetCode.body' },
  sign_in_code: { subject: 'mail.signInCode.subject', body: 'mail.signInCode.body' },
  top_up_credited: { subject: 'mail.topUpCredited.subject', body: 'mail.topUpCredited.body' },
  top_up_rejected: { subject: 'mail.topUpRejected.subject', body: 'mail.topUpRejected.body' },
  waybill_transfer_rejected: {
    subject: 'mail.waybillTransferRejected.subject',
    body: 'mail.waybillTransferRejected.body',
  },
  parcel_claim_approved: { subject: 'mail.parcelClaim.subject', body: 'mail.parcelClaim.approved' },
  parcel_claim_rejected: { subject: 'mail.parcelClaim.subject', body: 'mail.parcelClaim.rejected' },
  sign_document_request: { subject: 'mail.signDocument.subject', body: 'mail.signDocument.body' },
  sign_document_signed: { subject: 'mail.signDocument.subject', body: 'mail.signDocument.signed' },
  member_active: { subject: 'mail.memberActive.subject', body: 'mail.memberActive.body' },
  member_rejected: { subject: 'mail.memberRejected.subject', body: 'mail.memberRejected.body' },
  member_renewal: { subject: 'mail.memberRenewal.subject', body: 'mail.memberRenewal.body' },
  balance_credited: { subject: 'mail.balanceCredited.subject', body: 'mail.balanceCredited.body' },
  balance_debited: { subject: 'mail.balanceDebited.subject', body: 'mail.balanceDebited.body' },
};

/** An account mail (welcome, code, receipt, decision) in the same layout, without an unsubscribe link. */
export function accountMail(language: Language, kind: AccountMailKind, params: MessageParams): RenderedMail {
  const sentences = ACCOUNT_MAILS[kind];
  const subject = translate(language, sentences.subject, params);
  return renderMail({
    language,
    subject,
    blocks: [
      { type: 'heading', text: subject },
      { type: 'paragraph', text: translate(language, sentences.body, params) },
    ],
  });
}
