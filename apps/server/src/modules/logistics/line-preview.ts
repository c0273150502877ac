import type { Language, LinePreviewInput, LinePreviewQuote, QuoteInput } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { type QuoteReadings, quoteReadings, quoteRoute } from './quote.js';
import { findStaffLine, proposeLine } from './staff-lines.js';
import type { StoredLine } from './stored-line.js';

/** The sample parcels of a preview when staff name none: a light and a mid-weight parcel in a small box. */
const DEFAULT_WEIGHTS = [1, 5];
const DEFAULT_SIZE = { length: 20, width: 15, height: 10 };

/** Where one line stands in a customer's quote of its route: priced (and its place), refused with reasons, or absent. */
async function standing(
  ctx: AppContext,
  input: QuoteInput,
  language: Language,
  lines: StoredLine[],
  lineId: number,
  readings: QuoteReadings,
): Promise<LinePreviewQuote> {
  const { quotation } = await quoteRoute(ctx, input, language, null, lines, readings);
  const index = quotation.list.findIndex((entry) => entry.id === lineId);
  const refused = quotation.unavailable.find((entry) => entry.id === lineId);
  return {
    listed: lines.some((line) => line.row.id === lineId),
    line: quotation.list[index] ?? refused ?? null,
    rank: index === -1 ? null : index + 1,
    priced_lines: quotation.list.length,
  };
}

/**
 * What a customer's freight calculator would answer for sample parcels on a line's route, with the line as it is and
 * with staff's unsaved changes: the same quote code over the route's active lines, this one replaced by the proposal
 * (or left out when the proposal switches it off). A customer without membership; nothing is written.
 */
export async function previewLine(ctx: AppContext, codeOrId: string, input: LinePreviewInput, language: Language) {
  const line = await findStaffLine(ctx, codeOrId);
  const { sample_weights: weights = DEFAULT_WEIGHTS, sample_size: size = DEFAULT_SIZE, ...changes } = input;
  const { proposed } = proposeLine(line, changes);
  const reference = await ctx.reference.read(ctx.db);
  const route = (await reference.routeLines(line.row.storeId, line.row.countryId)).filter(
    (entry) => entry.row.id !== line.row.id,
  );
  const withLine = (candidate: StoredLine) => (candidate.row.active ? [...route, candidate] : route);
  // The warehouse's currency and today's rates are read once for all the samples, not once per quote.
  const readings = await quoteReadings(ctx, line.row.storeId, reference);
  const samples = [];
  for (const weight of weights) {
    const quoteInput: QuoteInput = {
      store_id: line.row.storeId,
      country_id: line.row.countryId,
      parcels: [{ ...size, weight, quantity: 1, product_type: 'general', attributes: [] }],
    };
    samples.push({
      weight: String(weight),
      size: `${size.length} × ${size.width} × ${size.height} cm`,
      now: await standing(ctx, quoteInput, language, withLine(line), line.row.id, readings),
      proposed: await standing(ctx, quoteInput, language, withLine(proposed), line.row.id, readings),
    });
  }
  return { currency: line.currency, samples };
}
