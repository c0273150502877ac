import { type Language, type MessageKey, type MessageParams, translate } from '@parcelway/domain';
import type { Block } from '../layout.js';

/** Filled in at delivery with the app's public address (the queuing transaction does not know it). */
export const APP_URL = '{app_url}';
/** Filled in at delivery with the customer's signed unsubscribe link for the message's kind. */
export const UNSUBSCRIBE_URL = '{unsubscribe_url}';
/** Filled in at delivery from the message's secrets: the key of an e-mail confirmation link. */
export const CONFIRM_KEY = '{confirm_key}';

export const parcelLink = (parcelId: number) => `${APP_URL}/#/pages/parcel/detail?id=${parcelId}`;
export const waybillLink = (waybillId: number) => `${APP_URL}/#/pages/waybill/detail?id=${waybillId}`;
/** Once a waybill is paid the customer follows its journey, so its mails open the tracking screen. */
export const trackingLink = (waybillId: number) => `${APP_URL}/#/pages/waybill/newTrace?id=${waybillId}`;

/** The sentence parameters, the facts table and the link of one notification. */
export interface NoticeContent {
  params: MessageParams;
  facts: Block;
  link: string;
}

/** Each notification of a topic as its kind and its data, from the topic's table of what each says. */
export type NoticeOf<Data> = { [Kind in keyof Data]: { kind: Kind; data: Data[Kind] } }[keyof Data];

/** A row of a facts table: the label in the customer's language beside the value. */
export function factIn(language: Language) {
  return (label: MessageKey, value: string) => ({ label: translate(language, label), value });
}
