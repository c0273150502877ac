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
  type ShipmentAlertKind,
  shipmentAlertText,
  subscriptionTopic,
  type TrackingStatusCode,
  translate,
} from '@parcelway/domain';
import { type ClaimNotificationData, claimContent } from './claim-templates.js';
import { type Block, type RenderedMail, renderMail } from './layout.js';

/** Filled in at delivery with the app's public address (the queuing transaction does not know it). */
export const APP_URL = '{app_url}';
/** Filled in at delivery with the customer's signed unsubscribe link for the message's kind. */
export const UNSUBSCRIBE_URL = '{unsubscribe_url}';
/** Filled in at delivery from the message's secrets: the key of an e-mail confirmation link. */
export const CONFIRM_KEY = '{confirm_key}';

interface WaybillRef {
  waybillId: number;
  shipment: string;
}

/** What a weight dispute is about: a shipment (its packed box) or a parcel. */
export type DisputedRef = WaybillRef | { parcelId: number; tracking: string };

/** What each notification says, beyond who it is for. */
export interface NotificationData extends ClaimNotificationData {
  parcel_arrived: { parcelId: number; tracking: string; weightGrams: number | null };
  /** The carrier reported the parcel delivered at our warehouse and no check-in followed in two working days. */
  parcel_delivered_not_received: {
    parcelId: number;
    tracking: string;
    carrier: string | null;
    warehouse: LocalisedNames;
    deliveredAt: Date;
  };
  storage_reminder: { parcelId: number; tracking: string; days: number; freeUntil: Date };
  waybill_awaiting_payment: WaybillRef & { amount: Money };
  waybill_paid: WaybillRef;
  waybill_dispatched: WaybillRef;
  waybill_at_destination: WaybillRef;
  waybill_ready_for_pickup: WaybillRef;
  waybill_delivered: WaybillRef;
  waybill_exception: WaybillRef & { status: TrackingStatusCode };
  waybill_returned: WaybillRef;
  /** A shipment alert: no carrier news for `days`, an estimate moved from `previous` to `estimate`, a failed attempt. */
  waybill_alert: WaybillRef & { alert: ShipmentAlertKind; days?: number; estimate?: string; previous?: string };
  /** Staff cancelled a paid waybill before dispatch: what went back to the balance, and why. */
  waybill_cancelled: WaybillRef & { refund: Money; reason: string };
  pre_shipment_moved: { preShipmentId: number; status: PreShipmentStatus; contents: string };
  lottery_prize: { prize: LocalisedNames; kind: 'coupon' | 'points' };
  points_expiring: { points: number; expiresAt: Date };
  points_expired: { points: number; days: number };
  /** Staff changed a warehouse's shopping address: the new one as this customer copies it (support number filled in). */
  warehouse_address_changed: { warehouse: LocalisedNames; address: CopiedAddress };
  /** A weight dispute received: when staff decide at the latest (the warehouse's clock, with its offset). */
  weight_dispute_filed: DisputedRef & { due: string };
  /** Weighed again: the new figures and, for a shipment, its total and what went back to the balance. */
  weight_dispute_reweighed: DisputedRef & {
    weightGrams: number;
    size: string;
    total: Money | null;
    totalChanged: boolean;
    refund: Money | null;
  };
  /** The recorded figures kept, and why. */
  weight_dispute_confirmed: DisputedRef & { reason: string };
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

function disputedReference(language: Language, ref: DisputedRef): { reference: string; link: string } {
  return 'waybillId' in ref
    ? {
        reference: translate(language, 'weightDispute.shipmentRef', { shipment: ref.shipment }),
        link: waybillLink(ref.waybillId),
      }
    : {
        reference: translate(language, 'weightDispute.parcelRef', { tracking: ref.tracking }),
        link: parcelLink(ref.parcelId),
      };
}

/** What a reweigh changed, as one sentence: the shipment's new price (and the refund), or the parcel's record. */
function reweighOutcome(language: Language, data: NotificationData['weight_dispute_reweighed']): string {
  if (!data.total) return translate(language, 'notify.weight_dispute_reweighed.parcel');
  const total = moneyText(data.total);
  if (data.refund && data.refund.minor > 0)
    return translate(language, 'notify.weight_dispute_reweighed.refunded', { total, refund: moneyText(data.refund) });
  return translate(
    language,
    data.totalChanged ? 'notify.weight_dispute_reweighed.newTotal' : 'notify.weight_dispute_reweighed.sameTotal',
    { total },
  );
}

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
    case 'shipment_loss_claim_open':
    case 'shipment_claim_filed':
    case 'shipment_claim_information_needed':
    case 'shipment_claim_approved':
    case 'shipment_claim_rejected':
      return claimContent(language, notification);
    case 'parcel_arrived': {
      const { data } = notification;
      const weight = data.weightGrams === null ? '-' : formatKilograms(data.weightGrams);
      const params = { tracking: data.tracking, weight };
      const rows = [fact('notify.tracking', data.tracking), fact('notify.weight', weight)];
      return { params, facts: { type: 'facts', rows }, link: parcelLink(data.parcelId) };
    }
    case 'parcel_delivered_not_received': {
      const { data } = notification;
      const date = calendarDate(data.deliveredAt);
      const params = {
        tracking: data.tracking,
        date,
        warehouse: localName(language, data.warehouse),
        carrier: data.carrier ?? t('inbound.theCarrier'),
      };
      const rows = [fact('notify.tracking', data.tracking)];
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
    case 'waybill_alert': {
      const { data } = notification;
      const alert = shipmentAlertText(language, data);
      return {
        params: {
          shipment: data.shipment,
          alert,
          advice: translate(language, `shipmentAlert.${data.alert}.advice`, {
            estimate: data.estimate,
            previous: data.previous,
          }),
        },
        facts: { type: 'facts', rows: [fact('notify.shipment', data.shipment)] },
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
    case 'weight_dispute_filed': {
      const { data } = notification;
      const { reference, link } = disputedReference(language, data);
      const rows = [fact('notify.decideBy', data.due)];
      return { params: { reference, due: data.due }, facts: { type: 'facts', rows }, link };
    }
    case 'weight_dispute_reweighed': {
      const { data } = notification;
      const { reference, link } = disputedReference(language, data);
      const weight = formatKilograms(data.weightGrams);
      const rows = [
        fact('notify.weight', weight),
        ...(data.total ? [fact('notify.newTotal', moneyText(data.total))] : []),
        ...(data.refund && data.refund.minor > 0 ? [fact('notify.refund', moneyText(data.refund))] : []),
      ];
      return {
        params: { reference, weight, size: data.size, outcome: reweighOutcome(language, data) },
        facts: { type: 'facts', rows },
        link,
      };
    }
    case 'weight_dispute_confirmed': {
      const { data } = notification;
      const { reference, link } = disputedReference(language, data);
      const rows = [fact('notify.reason', data.reason)];
      return { params: { reference, reason: data.reason }, facts: { type: 'facts', rows }, link };
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

/**
 * The sentences of each account mail: the subject and the body (these existed before the layout, as plain text), and
 * for some a button and a closing note.
 */
const ACCOUNT_MAILS: Record<
  AccountMailKind,
  {
    subject: MessageKey;
    body: MessageKey;
    action?: { label: MessageKey; href: (language: Language) => string };
    note?: MessageKey;
  }
> = {
  welcome: { subject: 'mail.welcome.subject', body: 'mail.welcome.body' },
  reset_code: { subject: 'mail.resetCode.subject', body: 'mail.resetCode.body' },
  sign_in_code: { subject: 'mail.signInCode.subject', body: 'mail.signInCode.body' },
  change_email_code: { subject: 'mail.changeEmailCode.subject', body: 'mail.changeEmailCode.body' },
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
  verify_email: {
    subject: 'mail.verifyEmail.subject',
    body: 'mail.verifyEmail.body',
    action: {
      label: 'mail.verifyEmail.action',
      // The language too: the link may open on a device where the app never ran, which would start in Chinese.
      href: (language) => `${APP_URL}/#/pages/login/verification?confirm=${CONFIRM_KEY}&lang=${language}`,
    },
    note: 'mail.verifyEmail.ignore',
  },
  email_changed: { subject: 'mail.emailChanged.subject', body: 'mail.emailChanged.body' },
};

/** An account mail (welcome, code, receipt, decision) in the same layout, without an unsubscribe link. */
export function accountMail(language: Language, kind: AccountMailKind, params: MessageParams): RenderedMail {
  const sentences = ACCOUNT_MAILS[kind];
  const subject = translate(language, sentences.subject, params);
  const blocks: Block[] = [
    { type: 'heading', text: subject },
    { type: 'paragraph', text: translate(language, sentences.body, params) },
  ];
  if (sentences.action)
    blocks.push({
      type: 'button',
      label: translate(language, sentences.action.label),
      href: sentences.action.href(language),
    });
  if (sentences.note) blocks.push({ type: 'paragraph', text: translate(language, sentences.note, params) });
  return renderMail({ language, subject, blocks });
}
