import { type Language, type Money, moneyText, type ShipmentClaimReason, translate } from '@parcelway/domain';
import { APP_URL, factIn, type NoticeContent, type NoticeOf } from './content.js';

interface ClaimRef {
  claimId: number;
  waybillId: number;
  shipment: string;
}

/** What each shipment-claim notification says. */
export interface ClaimNotificationData {
  /** A loss can be claimed now: the carrier reported it lost, or it went too long without a scan or past its window. */
  shipment_loss_claim_open: { waybillId: number; shipment: string; basis: 'reported_lost' | 'silent' | 'late' };
  /** `due`: the day the claim is decided by, on the warehouse's calendar ('YYYY-MM-DD'). */
  shipment_claim_filed: ClaimRef & { reason: ShipmentClaimReason; due: string };
  shipment_claim_information_needed: ClaimRef & { message: string };
  shipment_claim_approved: ClaimRef & { amount: Money; reason: string };
  shipment_claim_rejected: ClaimRef & { reason: string };
}

const claimLink = (claimId: number) => `${APP_URL}/#/pages/waybill/claimDetail?id=${claimId}`;

/** The sentence parameters, the facts table and the link of a claim's notification. */
export function claimContent(language: Language, notification: NoticeOf<ClaimNotificationData>): NoticeContent {
  const fact = factIn(language);
  const shipment = fact('notify.shipment', notification.data.shipment);
  if (notification.kind === 'shipment_loss_claim_open') {
    const { data } = notification;
    const why = translate(language, `notify.lossBasis.${data.basis}`);
    return {
      params: { shipment: data.shipment, why },
      facts: { type: 'facts', rows: [shipment, fact('notify.lossWhy', why)] },
      link: `${APP_URL}/#/pages/waybill/claim?id=${data.waybillId}`,
    };
  }
  const link = claimLink(notification.data.claimId);
  switch (notification.kind) {
    case 'shipment_claim_filed': {
      const { data } = notification;
      const reason = translate(language, `shipmentClaimReason.${data.reason}`);
      const rows = [shipment, fact('notify.claimReason', reason), fact('notify.claimDue', data.due)];
      return { params: { shipment: data.shipment, reason, due: data.due }, facts: { type: 'facts', rows }, link };
    }
    case 'shipment_claim_information_needed': {
      const { data } = notification;
      const rows = [shipment, fact('notify.claimMissing', data.message)];
      return { params: { shipment: data.shipment, message: data.message }, facts: { type: 'facts', rows }, link };
    }
    case 'shipment_claim_approved': {
      const { data } = notification;
      const amount = moneyText(data.amount);
      const rows = [shipment, fact('notify.compensation', amount), fact('notify.reason', data.reason)];
      return {
        params: { shipment: data.shipment, amount, reason: data.reason },
        facts: { type: 'facts', rows },
        link,
      };
    }
    case 'shipment_claim_rejected': {
      const { data } = notification;
      const rows = [shipment, fact('notify.reason', data.reason)];
      return { params: { shipment: data.shipment, reason: data.reason }, facts: { type: 'facts', rows }, link };
    }
  }
}
