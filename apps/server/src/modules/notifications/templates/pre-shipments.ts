import { type Language, type PreShipmentStatus, translate } from '@parcelway/domain';
import { APP_URL, factIn, type NoticeContent, type NoticeOf } from './content.js';

const preShipmentLink = (id: number) => `${APP_URL}/#/pages/personal/preexpress?id=${id}`;

/** What a pre-shipment notification says. */
export interface PreShipmentNotificationData {
  pre_shipment_moved: { preShipmentId: number; status: PreShipmentStatus; contents: string };
}

export function preShipmentContent(
  language: Language,
  notification: NoticeOf<PreShipmentNotificationData>,
): NoticeContent {
  const fact = factIn(language);
  const { data } = notification;
  const status = translate(language, `preShipmentStatus.${data.status}`);
  const rows = [fact('notify.contents', data.contents), fact('notify.status', status)];
  return {
    params: { contents: data.contents, status },
    facts: { type: 'facts', rows },
    link: preShipmentLink(data.preShipmentId),
  };
}
