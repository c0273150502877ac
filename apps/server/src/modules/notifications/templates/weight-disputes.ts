import { formatKilograms, type Language, type Money, moneyText, translate } from '@parcelway/domain';
import { factIn, type NoticeContent, type NoticeOf, parcelLink, waybillLink } from './content.js';
import type { WaybillRef } from './waybills.js';

/** What a weight dispute is about: a shipment (its packed box) or a parcel. */
export type DisputedRef = WaybillRef | { parcelId: number; tracking: string };

/** What each weight-dispute notification says. */
export interface WeightDisputeNotificationData {
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
function reweighOutcome(language: Language, data: WeightDisputeNotificationData['weight_dispute_reweighed']): string {
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

export function weightDisputeContent(
  language: Language,
  notification: NoticeOf<WeightDisputeNotificationData>,
): NoticeContent {
  const fact = factIn(language);
  switch (notification.kind) {
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
  }
}
