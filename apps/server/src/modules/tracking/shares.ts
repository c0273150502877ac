import { createHash, randomBytes } from 'node:crypto';
import {
  type Language,
  maskedName,
  maskedPlace,
  type PublicTrack,
  SHARE_KEY_PATTERN,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { TraceShareRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { type PaginationQuery, pageOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { countryNameIn, warehouseAddresses } from '../reference/index.js';
import { requireOwnedWaybill } from '../waybills/index.js';
import { renderCardPng } from './card.js';
import { deliveryWindowOf, waybillJourney } from './journey.js';
import { eventViews, stateView } from './presenters.js';
import {
  findCarrierTrackingOfWaybill,
  findLiveTraceShare,
  insertTraceShare,
  listTraceShares,
  openTraceShare,
  revokeTraceShare,
  revokeTraceSharesOf,
} from './queries.js';
import { missingSharePageHtml, sharePageHtml } from './share-page.js';

/** Only the key's SHA-256 is kept: the database alone opens no link. */
function hashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function notFound(): AppError {
  return new AppError('not_found', 'tracking.shareNotFound');
}

function summary(row: TraceShareRow, shipmentNo: string) {
  return {
    id: row.id,
    shipment_id: row.waybillId,
    shipment_no: shipmentNo,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    active: row.revokedAt === null,
    opened_count: row.openedCount,
    last_opened_at: row.lastOpenedAt?.toISOString() ?? null,
  };
}

/**
 * traceShare: a new public link to one of the caller's waybills (another's is not found). Its key is shown once; the
 * link opens in the sharer's language.
 */
export async function createShare(ctx: AppContext, customerId: number, waybillId: number, language: Language) {
  const waybill = await requireOwnedWaybill(ctx.db, customerId, waybillId);
  const key = randomBytes(32).toString('base64url');
  const row = await insertTraceShare(ctx.db, {
    waybillId: waybill.id,
    customerId,
    tokenHash: hashOf(key),
    createdAt: ctx.clock(),
  });
  const links = shareLinks(ctx, key, language);
  return {
    id: row.id,
    shipment_id: waybill.id,
    share_key: key,
    url: links.page,
    card_url: links.image,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Where a link's page, image and app screen are, in the sharer's language. `page` and `absoluteImage` go to other
 * people and to chat apps' crawlers, so they carry PUBLIC_URL; `image` and `app` are for a browser already on this
 * server, so they stay on whatever address it used (an absolute PUBLIC_URL that differs from it would be another
 * origin, which the page's own Content-Security-Policy refuses to load an image from).
 */
function shareLinks(ctx: AppContext, key: string, language: Language) {
  const base = ctx.config.payments.publicUrl;
  const image = `/api/traceCard/${key}?lang=${language}`;
  return {
    page: `${base}/share/${key}?lang=${language}`,
    absoluteImage: `${base}${image}`,
    image,
    app: `/#/pages/waybill/traceShareDetail?key=${key}&lang=${language}`,
  };
}

/** traceShareList: the caller's links, newest first, with how often and when each was last opened. */
export async function shareList(
  ctx: AppContext,
  customerId: number,
  query: PaginationQuery & { shipment_id?: number | undefined },
) {
  if (query.shipment_id !== undefined) await requireOwnedWaybill(ctx.db, customerId, query.shipment_id);
  const { rows, total } = await listTraceShares(
    ctx.db,
    { customerId, waybillId: query.shipment_id },
    { limit: query.perPage, offset: (query.page - 1) * query.perPage },
  );
  const numbers = new Map<number, string>();
  for (const waybillId of new Set(rows.map((row) => row.waybillId))) {
    const waybill = await requireOwnedWaybill(ctx.db, customerId, waybillId);
    numbers.set(waybillId, waybill.shipmentNo ?? String(waybill.id));
  }
  return pageOf(
    rows.map((row) => summary(row, numbers.get(row.waybillId) ?? '')),
    total,
    query,
  );
}

/** DELETE traceShare/{id}: switches the link off for good (it stays listed as revoked). */
export async function revokeShare(ctx: AppContext, customerId: number, id: number) {
  const row = await revokeTraceShare(ctx.db, customerId, id, ctx.clock());
  if (!row) throw new AppError('not_found', 'error.notFound');
  const waybill = await requireOwnedWaybill(ctx.db, customerId, row.waybillId);
  return summary(row, waybill.shipmentNo ?? String(waybill.id));
}

/** Account closure: every live link of the customer stops working. */
export async function revokeSharesOf(tx: Database, customerId: number, at: Date): Promise<void> {
  await revokeTraceSharesOf(tx, customerId, at);
}

/**
 * The journey as anyone with the link sees it: the receiver's initials and city, and what happened where; the
 * warehouse and the country named in the reader's language.
 */
async function publicTrack(ctx: AppContext, share: TraceShareRow, language: Language): Promise<PublicTrack> {
  const row = await requireOwnedWaybill(ctx.db, share.customerId, share.waybillId);
  const [journey, carrier, warehouses, toCountry] = await Promise.all([
    waybillJourney(ctx.db, row),
    findCarrierTrackingOfWaybill(ctx.db, row.id),
    warehouseAddresses(ctx, language, null),
    countryNameIn(ctx, row.countryId, language),
  ]);
  return {
    shipment_id: row.shipmentNo ?? String(row.id),
    status: row.status,
    status_name: translate(language, `waybillStatus.${row.status}`),
    receiver: { name: maskedName(row.recipient.first_name, row.recipient.last_name), city: maskedPlace(row.recipient) },
    from_warehouse: warehouses.find((warehouse) => warehouse.store_id === row.storeId)?.name ?? '',
    to_country: toCountry,
    current: stateView(journey, language),
    estimated_delivery: await deliveryWindowOf(ctx, row, journey, carrier),
    events: eventViews(journey, language, 'public'),
  };
}

/** traceShareDetail: a live link's journey, counted as an open. Unknown and revoked links are one not-found. */
export async function openShare(ctx: AppContext, key: string, language: Language): Promise<PublicTrack> {
  if (!SHARE_KEY_PATTERN.test(key)) throw notFound();
  const share = await openTraceShare(ctx.db, hashOf(key), ctx.clock());
  if (!share) throw notFound();
  return publicTrack(ctx, share, language);
}

/** traceCard: the share image of a live link. Not counted: chat apps fetch it for their previews. */
export async function shareCard(ctx: AppContext, key: string, language: Language): Promise<Buffer> {
  if (!SHARE_KEY_PATTERN.test(key)) throw notFound();
  const share = await findLiveTraceShare(ctx.db, hashOf(key));
  if (!share) throw notFound();
  return renderCardPng(await publicTrack(ctx, share, language), language);
}

/**
 * GET /share/{key}: the link's first page, with the preview tags chat apps read, going on to the app's share screen.
 * Not counted as an open (crawlers fetch it); an unknown or revoked link gets a page that says so, with a 404.
 */
export async function sharePage(
  ctx: AppContext,
  key: string,
  language: Language,
): Promise<{ status: 200 | 404; html: string }> {
  const share = SHARE_KEY_PATTERN.test(key) ? await findLiveTraceShare(ctx.db, hashOf(key)) : undefined;
  if (!share) return { status: 404, html: missingSharePageHtml(language) };
  const links = shareLinks(ctx, key, language);
  const track = await publicTrack(ctx, share, language);
  return {
    status: 200,
    html: sharePageHtml({
      track,
      language,
      pageUrl: links.page,
      previewImageUrl: links.absoluteImage,
      imageUrl: links.image,
      appUrl: links.app,
    }),
  };
}
