import {
  type AffectedItem,
  addWorkingDays,
  CLAIM_DECISION_WORKING_DAYS,
  type ClaimEligibility,
  type Compensation,
  type CurrencyCode,
  claimCompensation,
  claimEligibility,
  convertWithRates,
  type DeclaredLine,
  type HolidayCalendar,
  holidayCalendarOf,
  type Money,
  type RatesPerAud,
  SHIPMENT_CLAIM_REASONS,
  type ShipmentClaimReason,
  silentDaysFor,
  weekdaysOnly,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import type { StoredLine } from '../logistics/index.js';
import { loadLine, ratesToday } from '../logistics/index.js';
import { currencyCodeOf, moneyOf } from '../payments/index.js';
import { findWarehouseWithNames } from '../reference/index.js';
import { whereaboutsOf } from '../tracking/index.js';
import { freightCharged, paidCurrencyOf } from '../waybills/index.js';

/** The office calendar of a warehouse: its region's holidays in its time zone (weekdays only for a region without a list). */
export async function warehouseCalendar(db: Database, storeId: number): Promise<HolidayCalendar> {
  const found = await findWarehouseWithNames(db, storeId);
  const region = found?.warehouse.regionCode ?? '';
  return holidayCalendarOf(region) ?? weekdaysOnly(region, found?.warehouse.timeZone ?? 'UTC');
}

/** SPEC §9's promise: a complete claim is decided within two working days of the warehouse's office. */
export function dueAfter(completedAt: Date, calendar: HolidayCalendar): Date {
  return addWorkingDays(completedAt, CLAIM_DECISION_WORKING_DAYS, calendar);
}

/** Everything the rules read of a shipment to say whether and for how much it may be claimed. */
export interface ClaimFacts {
  row: WaybillRow;
  currency: CurrencyCode;
  line: StoredLine | undefined;
  calendar: HolidayCalendar;
  declaration: DeclaredLine[];
  freight: Money;
  maxInsurance: Money;
  standardLiability: Money;
  paid: { currency: CurrencyCode; rates: RatesPerAud } | null;
  eligibility: Record<ShipmentClaimReason, ClaimEligibility>;
}

/**
 * Reads a waybill's claim facts: its line's terms (insurance maximum, standard liability = the line's free cover, the
 * days of silence that make it lost), its journey, what it was charged and paid in. Outside any transaction: the
 * line and the journey are read through the app's handle.
 */
export async function claimFactsOf(ctx: AppContext, row: WaybillRow): Promise<ClaimFacts> {
  const currency = currencyCodeOf(row.currencyId);
  const [line, calendar, whereabouts, paid, today] = await Promise.all([
    loadLine(ctx, row.lineId),
    warehouseCalendar(ctx.db, row.storeId),
    whereaboutsOf(ctx, row),
    paidCurrencyOf(ctx, ctx.db, row),
    ratesToday(ctx),
  ]);
  const inWaybillCurrency = (minor: number, currencyId: number) =>
    convertWithRates(moneyOf(minor, currencyId), currency, today.rates);
  const lineCurrencyId = line?.row.currencyId ?? row.currencyId;
  const input = {
    status: row.status,
    now: ctx.clock(),
    timeZone: calendar.timeZone,
    shippedAt: row.shippedAt,
    deliveredAt: row.deliveredAt,
    silentDays: silentDaysFor(line?.row.serviceLevel ?? ''),
    ...whereabouts,
  };
  return {
    row,
    currency,
    line,
    calendar,
    declaration: row.declaration.map((item) => ({
      quantity: item.quantity,
      value: moneyOf(item.total_amount, row.currencyId),
    })),
    freight: freightCharged(row),
    maxInsurance: inWaybillCurrency(line?.row.maxInsurance ?? 0, lineCurrencyId),
    standardLiability: inWaybillCurrency(line?.row.freeInsurance ?? 0, lineCurrencyId),
    paid,
    eligibility: Object.fromEntries(
      SHIPMENT_CLAIM_REASONS.map((reason) => [reason, claimEligibility(reason, input)]),
    ) as Record<ShipmentClaimReason, ClaimEligibility>,
  };
}

/** A loss is of the whole shipment: every declared line, all of it. */
export function wholeShipment(declaration: readonly DeclaredLine[]): AffectedItem[] {
  return declaration.map((line, index) => ({ index, quantity: line.quantity }));
}

/** The rule's compensation for these items of this shipment (the figure shown, reviewed and paid). */
export function ruleCompensation(facts: ClaimFacts, affected: readonly AffectedItem[]): Compensation {
  return claimCompensation({
    insured: facts.row.insured,
    declaration: facts.declaration,
    affected,
    freight: facts.freight,
    maxInsurance: facts.maxInsurance,
    standardLiability: facts.standardLiability,
    paid: facts.paid ?? undefined,
  });
}
