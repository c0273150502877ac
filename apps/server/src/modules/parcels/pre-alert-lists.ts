import {
  declarationNameProblem,
  declarationNameVerdict,
  declarationNameWords,
  type Language,
  localName,
  normaliseTrackingNumber,
  PARCEL_STATUS,
  readTrackingNumber,
  translate,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { cursorPageOf, type PaginationQuery } from '../../http/envelope.js';
import { assertTrackingNumbersFree } from './pre-alerts.js';
import { pageSummaries } from './presenters.js';
import { listCourierCompanies } from './queries/catalogue.js';
import { listParcels } from './queries/parcels.js';
import { listParcelSummaries } from './queries/summaries.js';
import { pageWindow, resolveWarehouse } from './service.js';

export type PreAlertState = 'waiting' | 'arrived' | 'all';

const STATES_OF: Record<PreAlertState, readonly number[] | undefined> = {
  waiting: [PARCEL_STATUS.preAlerted],
  arrived: [
    PARCEL_STATUS.received,
    PARCEL_STATUS.inStock,
    PARCEL_STATUS.processing,
    PARCEL_STATUS.dispatched,
    PARCEL_STATUS.delivered,
    PARCEL_STATUS.returned,
    PARCEL_STATUS.disposed,
  ],
  all: undefined,
};

/** preParcelList: the customer's pre-alerts, still waiting (default), arrived, or all; newest first. */
export async function preAlertList(
  ctx: AppContext,
  customerId: number,
  query: PaginationQuery & { cursor?: number | undefined; state: PreAlertState; keyword?: string | undefined },
  language: Language,
) {
  const { rows, total, nextCursor } = await listParcelSummaries(
    ctx.db,
    {
      customerId,
      preAlertsOnly: true,
      statuses: STATES_OF[query.state],
      trackingPrefix: query.keyword ? normaliseTrackingNumber(query.keyword) : undefined,
    },
    pageWindow(query),
  );
  return cursorPageOf(await pageSummaries(ctx, language, rows), total, query, nextCursor);
}

/** partPreParcelList: the pre-alerts still waiting, in short (newest 50), for pickers and reminders. */
export async function waitingPreAlerts(ctx: AppContext, customerId: number) {
  const { rows, total } = await listParcels(
    ctx.db,
    { customerId, preAlertsOnly: true, statuses: [PARCEL_STATUS.preAlerted] },
    { limit: 50, offset: 0 },
  );
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      tracking_number: row.trackingNumber,
      contents: row.contents,
      pre_alerted_at: row.preAlertedAt?.toISOString() ?? null,
    })),
  };
}

/** parcelAndPreParcelList: every parcel of the customer, pre-alerts included, newest first. */
export async function parcelsAndPreAlerts(
  ctx: AppContext,
  customerId: number,
  query: PaginationQuery & { cursor?: number | undefined; keyword?: string | undefined },
  language: Language,
) {
  const { rows, total, nextCursor } = await listParcelSummaries(
    ctx.db,
    { customerId, trackingPrefix: query.keyword ? normaliseTrackingNumber(query.keyword) : undefined },
    pageWindow(query),
  );
  return cursorPageOf(await pageSummaries(ctx, language, rows), total, query, nextCursor);
}

/**
 * checkWayNumber: a well-formed number the customer has not pre-alerted (409 naming their own parcel otherwise).
 * The answer is the same whether or not anyone else has the number: it says nothing about other customers.
 */
/** checkWayNumber: the number is free, and what its form says (the carrier, the check digit, the warning to show). */
export async function checkTrackingNumber(
  ctx: AppContext,
  customerId: number,
  trackingNumber: string,
  language: Language,
) {
  await assertTrackingNumbersFree(ctx.db, customerId, [trackingNumber], () => 'tracking_number');
  const reading = readTrackingNumber(trackingNumber);
  const unusual = reading.checkDigit === 'invalid' && reading.carrier !== null;
  return {
    tracking_number: trackingNumber,
    available: true as const,
    carrier: reading.carrier,
    check_digit: reading.checkDigit,
    warning:
      unusual && reading.carrier
        ? translate(language, 'parcel.trackingNumberUnusual', {
            number: trackingNumber,
            carrier: translate(language, `trackingCarrier.${reading.carrier}`),
          })
        : null,
  };
}

/** declareKeyWordCheck(New): whether declared names are specific and shippable, with the sentence to show. */
export function checkDeclarationName(name: string, language: Language) {
  const verdict = declarationNameVerdict(name);
  const problem = declarationNameProblem(name);
  return {
    name,
    ok: verdict === 'ok',
    verdict,
    generic: verdict === 'generic',
    banned: verdict === 'banned',
    words: declarationNameWords(name),
    message: problem ? translate(language, problem) : null,
  };
}

/** queryCompanyList: the couriers that deliver to a warehouse (the customer's when not given). */
export async function courierCompanyList(
  ctx: AppContext,
  customerId: number,
  storeId: number | undefined,
  language: Language,
) {
  const warehouse = await resolveWarehouse(ctx.db, customerId, storeId);
  const rows = await listCourierCompanies(ctx.db, warehouse.storeId);
  return rows.map((row) => ({ id: row.id, code: row.code, name: localName(language, row), store_id: row.storeId }));
}
