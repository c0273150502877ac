import {
  type Language,
  type Money,
  moneyText,
  type ShipmentAlertKind,
  shipmentAlertText,
  type TrackingStatusCode,
  translate,
} from '@parcelway/domain';
import { factIn, type NoticeContent, type NoticeOf, trackingLink, waybillLink } from './content.js';

export interface WaybillRef {
  waybillId: number;
  shipment: string;
}

/** What each waybill notification says. */
export interface WaybillNotificationData {
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
}

export function waybillContent(language: Language, notification: NoticeOf<WaybillNotificationData>): NoticeContent {
  const fact = factIn(language);
  switch (notification.kind) {
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
    default: {
      const { data } = notification;
      const rows = [fact('notify.shipment', data.shipment)];
      const link = notification.kind === 'waybill_paid' ? waybillLink(data.waybillId) : trackingLink(data.waybillId);
      return { params: { shipment: data.shipment }, facts: { type: 'facts', rows }, link };
    }
  }
}
