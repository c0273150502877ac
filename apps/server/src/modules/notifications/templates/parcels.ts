import {
  calendarDate,
  formatKilograms,
  type Language,
  type LocalisedNames,
  localName,
  translate,
} from '@parcelway/domain';
import { factIn, type NoticeContent, type NoticeOf, parcelLink } from './content.js';

/** What each parcel notification says. */
export interface ParcelNotificationData {
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
}

export function parcelContent(language: Language, notification: NoticeOf<ParcelNotificationData>): NoticeContent {
  const fact = factIn(language);
  switch (notification.kind) {
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
        carrier: data.carrier ?? translate(language, 'inbound.theCarrier'),
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
  }
}
