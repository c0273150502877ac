import {
  type ClaimCompensationView,
  type Compensation,
  formatMajor,
  type Language,
  money,
  type ShipmentClaimDetail,
  type ShipmentClaimSummary,
  translate,
} from '@parcelway/domain';
import type { ShipmentClaimEventRow, ShipmentClaimRow, StoredCompensation, WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { type PresentedFile, presentFiles } from '../files/index.js';
import { currencyCodeOf, currencyIdOf, major } from '../payments/index.js';

/** The rule's figure as the claim keeps it (minor units of the waybill's currency). */
export function storedCompensation(compensation: Compensation): StoredCompensation {
  return {
    basis: compensation.basis,
    waybillCurrencyId: currencyIdOf(compensation.total.currency),
    affectedValue: compensation.affectedValue.minor,
    valueCovered: compensation.valueCovered.minor,
    freightShare: compensation.freightShare.minor,
    total: compensation.total.minor,
    capped: compensation.capped,
  };
}

export function compensationView(row: ShipmentClaimRow): ClaimCompensationView {
  const stored = row.compensation;
  const currency = currencyCodeOf(stored.waybillCurrencyId);
  const amount = (minor: number) => formatMajor(money(minor, currency));
  return {
    basis: stored.basis,
    currency,
    affected_value: amount(stored.affectedValue),
    value_covered: amount(stored.valueCovered),
    freight_share: amount(stored.freightShare),
    total: amount(stored.total),
    capped: stored.capped,
    amount: major(row.amountMinor, row.currencyId),
    paid_currency: currencyCodeOf(row.currencyId),
  };
}

export function claimSummary(
  row: ShipmentClaimRow,
  shipmentNo: string | null,
  language: Language,
): ShipmentClaimSummary {
  return {
    id: row.id,
    shipment_id: row.waybillId,
    shipment_no: shipmentNo ?? String(row.waybillId),
    reason: row.reason,
    reason_name: translate(language, `shipmentClaimReason.${row.reason}`),
    status: row.status,
    status_name: translate(language, `shipmentClaimStatus.${row.status}`),
    amount: major(row.decidedAmountMinor ?? row.amountMinor, row.currencyId),
    currency: currencyCodeOf(row.currencyId),
    filed_at: row.createdAt.toISOString(),
    due_at: row.dueAt?.toISOString() ?? null,
  };
}

const STAFF_KINDS = new Set(['information_requested', 'approved', 'rejected']);

/** A claim with its items, evidence, figure, decision and conversation, as its page shows it. */
export async function claimDetailView(
  ctx: AppContext,
  row: ShipmentClaimRow,
  waybill: WaybillRow,
  events: ShipmentClaimEventRow[],
  language: Language,
): Promise<ShipmentClaimDetail> {
  const fileIds = [
    ...row.photoFileIds,
    ...(row.videoFileId ? [row.videoFileId] : []),
    ...events.flatMap((event) => event.fileIds),
  ];
  const files = new Map((await presentFiles(ctx, [...new Set(fileIds)])).map((file) => [file.id, file]));
  const filesOf = (ids: readonly string[]) =>
    ids.flatMap((id): PresentedFile[] => {
      const file = files.get(id);
      return file ? [file] : [];
    });
  const decided = row.decidedAt
    ? {
        amount: row.decidedAmountMinor === null ? null : major(row.decidedAmountMinor, row.currencyId),
        reason: row.decisionReason ?? '',
        decided_at: row.decidedAt.toISOString(),
      }
    : null;
  return {
    ...claimSummary(row, waybill.shipmentNo, language),
    description: row.description,
    items: row.items.map((item) => {
      const declared = waybill.declaration[item.index];
      return {
        index: item.index,
        name: declared?.name ?? '',
        quantity: declared?.quantity ?? item.quantity,
        value: major(declared?.total_amount ?? 0, waybill.currencyId),
        affected: item.quantity,
      };
    }),
    photos: filesOf(row.photoFileIds),
    video: row.videoFileId ? (files.get(row.videoFileId) ?? null) : null,
    compensation: compensationView(row),
    information_request: row.status === 'needs_information' ? row.informationRequest : null,
    decision: decided,
    timeline: events.map((event) => ({
      kind: event.kind,
      by: STAFF_KINDS.has(event.kind) ? ('staff' as const) : ('customer' as const),
      text: event.text,
      files: filesOf(event.fileIds),
      at: event.createdAt.toISOString(),
    })),
  };
}
