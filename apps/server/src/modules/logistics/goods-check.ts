import {
  type CanIShip,
  EMPTY_GOODS_TEXT,
  goodsAttributes,
  type Language,
  type LineGoodsRule,
  lineGoodsVerdict,
  localName,
  PARCEL_ATTRIBUTES,
  type ParcelAttribute,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../http/context.js';
import { type GoodsRuleTexts, goodsRulesOf } from './queries.js';
import { loadRouteLines } from './service.js';
import type { StoredLine } from './stored-line.js';

/** A line with its goods rules: whether it refuses each attribute (the line's own column) and the texts beside it. */
export interface LineWithGoods {
  line: StoredLine;
  rules: LineGoodsRule[];
}

/** The rules of one line, every attribute in order, from its refused attributes and its stored texts. */
export function goodsRulesFor(line: StoredLine, texts: readonly GoodsRuleTexts[]): LineGoodsRule[] {
  return PARCEL_ATTRIBUTES.map((attribute) => {
    const row = texts.find((each) => each.lineId === line.row.id && each.attribute === attribute);
    return {
      attribute,
      refused: line.pricing.refusedAttributes.includes(attribute),
      reason: row ? { en: row.reasonEn, cn: row.reasonCn, tw: row.reasonTw } : EMPTY_GOODS_TEXT,
      document: row ? { en: row.documentEn, cn: row.documentCn, tw: row.documentTw } : EMPTY_GOODS_TEXT,
    };
  });
}

/** Several lines with their goods rules, read in one query. */
export async function withGoodsRules(db: Database, lines: readonly StoredLine[]): Promise<LineWithGoods[]> {
  const texts = await goodsRulesOf(
    db,
    lines.map((line) => line.row.id),
  );
  return lines.map((line) => ({ line, rules: goodsRulesFor(line, texts) }));
}

/**
 * The answer to "Can I ship this?" over some lines: what the words (and any attributes named) point to, each line
 * with whether it carries them, why not and what they need on it, and those needs once each for the route.
 */
export function goodsAnswer(
  language: Language,
  query: string,
  named: readonly ParcelAttribute[],
  lines: readonly LineWithGoods[],
): CanIShip {
  const found = new Set([...goodsAttributes(query), ...named]);
  const attributes = PARCEL_ATTRIBUTES.filter((attribute) => found.has(attribute));
  const answered = lines.map(({ line, rules }) => ({
    id: line.row.id,
    name: localName(language, line.row),
    ...lineGoodsVerdict(language, rules, attributes),
  }));
  return {
    query,
    attributes: attributes.map((code) => ({ code, name: translate(language, `parcelAttribute.${code}`) })),
    lines: answered,
    notes: [
      ...(attributes.length === 0 ? [translate(language, 'customs.canShip.general')] : []),
      ...new Set(answered.flatMap((line) => line.documents)),
    ],
  };
}

/**
 * GET /api/canIShip ("Can I ship this?"): the attributes a product's words (or a form's ticked attributes) point to,
 * checked against every active line of the route by each line's goods rules, which staff edit with a preview. Nothing
 * is bought yet, so no weight or value is asked.
 */
export async function canIShip(
  ctx: AppContext,
  input: { q: string; attributes: readonly ParcelAttribute[]; store_id: number; country_id: number },
  language: Language,
): Promise<CanIShip> {
  const lines = await loadRouteLines(ctx, input.store_id, input.country_id);
  return goodsAnswer(language, input.q, input.attributes, await withGoodsRules(ctx.db, lines));
}
