import {
  type CanIShip,
  goodsAttributes,
  goodsNotes,
  type Language,
  lineProblemText,
  localName,
  translate,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { loadRouteLines } from './service.js';

/**
 * GET /api/canIShip ("Can I ship this?", issue 44 item 4): the attributes a product's words point to, checked against
 * every active line of the route (each line's refused attributes, which staff edit with a preview on the line), and
 * what the goods need at the destination. Nothing is bought yet, so no weight or value is asked.
 */
export async function canIShip(
  ctx: AppContext,
  input: { q: string; store_id: number; country_id: number },
  language: Language,
): Promise<CanIShip> {
  const attributes = goodsAttributes(input.q);
  const lines = await loadRouteLines(ctx, input.store_id, input.country_id);
  return {
    query: input.q,
    attributes: attributes.map((code) => ({ code, name: translate(language, `parcelAttribute.${code}`) })),
    lines: lines.map((line) => {
      const refused = attributes.filter((attribute) => line.pricing.refusedAttributes.includes(attribute));
      return {
        id: line.row.id,
        name: localName(language, line.row),
        accepts: refused.length === 0,
        reason:
          refused.length === 0
            ? null
            : lineProblemText(language, {
                code: 'attributesRefused',
                key: 'line.attributesRefused',
                attributes: refused,
              }).message,
      };
    }),
    notes: [
      ...(attributes.length === 0 ? [translate(language, 'customs.canShip.general')] : []),
      ...goodsNotes(input.country_id, attributes).map((note) => translate(language, `customs.goods.${note}`)),
    ],
  };
}
