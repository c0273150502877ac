import {
  type CurrencyCode,
  currencyById,
  formatMajor,
  isMessageKey,
  type Language,
  money,
  personName,
  translate,
  type WaybillStatus,
} from '@parcelway/domain';
import type { WaybillRow } from '../../db/schema/index.js';
import { dutiesView } from '../logistics/index.js';

export function statusText(language: Language, status: WaybillStatus): string {
  return translate(language, `waybillStatus.${status}`);
}

export function currencyOf(row: Pick<WaybillRow, 'currencyId'>): CurrencyCode {
  const currency = currencyById(row.currencyId);
  if (!currency) throw new Error(`unknown currency ${row.currencyId}`);
  return currency.code;
}

export function amountText(minor: number, currency: CurrencyCode): string {
  return formatMajor(money(minor, currency));
}

/** SPEC §3 fees of a waybill, as decimal strings in its currency. */
export function feesOf(row: WaybillRow) {
  const currency = currencyOf(row);
  const text = (minor: number) => amountText(minor, currency);
  return {
    currency,
    final: row.feesFinal,
    postage: text(row.postage),
    delivery: text(row.delivery),
    insurance: text(row.insurance),
    customs: text(row.customs),
    adjustment: text(row.adjustment),
    extra: text(row.extra),
    service_charge: text(row.serviceCharge),
    /** Agent point storage of pre-shipped parcels, included in `service_charge`. */
    agent_storage: text(row.agentStorage),
    /** The pickup fee of pre-shipped parcels booked for pickup, included in `service_charge`. */
    pickup_fee: text(row.pickupFee),
    member_discount: text(row.memberDiscount),
    total: text(row.total),
  };
}

/** The recipient's name as it is written: family name first and no space in Chinese. */
export function recipientName(row: Pick<WaybillRow, 'recipient'>): string {
  return personName(row.recipient.first_name, row.recipient.last_name);
}

/** A timeline entry's text, with the names it mentions in the caller's language. */
export function eventText(language: Language, kind: string, details: Record<string, string | number>): string {
  const key = `waybillEvent.${kind}`;
  if (!isMessageKey(key)) return kind;
  return translate(language, key, {
    weight: details.weight,
    tracking: details.tracking,
    reason: details.reason,
    refund: details.refund,
    total: details.total,
    due: details.due,
    line: details[`line_${language}`] ?? details.line,
    agent: details[`agent_${language}`] ?? details.agent,
  });
}

export function declaredText(row: WaybillRow): string {
  const currency = currencyOf(row);
  return `${currency} ${amountText(row.declaredValue, currency)}`;
}

/**
 * A waybill's landed cost as charged (what it was priced with last) and as quoted at submission, in the reader's
 * language, with the same view as the quote: the figures after submission are the figures before. Null for a waybill
 * written before landed costs were kept.
 */
export function dutiesOf(row: WaybillRow, language: Language) {
  const currency = currencyOf(row);
  return {
    charged: row.duties ? dutiesView(row.duties, money(row.total, currency), language) : null,
    quoted:
      row.quotedDuties && row.quotedTotal !== null
        ? dutiesView(row.quotedDuties, money(row.quotedTotal, currency), language)
        : null,
    shop_charged_tax: row.shopChargedTax,
  };
}
