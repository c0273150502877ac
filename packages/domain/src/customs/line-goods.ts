import { z } from 'zod';
import type { Language } from '../i18n/language.js';
import { lineProblemText, PARCEL_ATTRIBUTES, type ParcelAttribute } from '../pricing/lines.js';
import { canIShipSchema } from './goods.js';

/**
 * A line's goods rules: for each attribute lines judge goods by (battery, liquid, food, …), whether the line refuses
 * it, why (in the three languages; empty: the usual "This line does not carry …" sentence) and what the goods need on
 * this line to its destination (a document, a limit; empty: nothing to say). Kept with the line; staff edit them with
 * a preview of "Can I ship this?".
 */
const goodsText = z.string().trim().max(400, { error: 'validation.invalid' });

/** A text in every language or in none: a customer never reads one language's note missing from another's. */
export const goodsTextSchema = z
  .object({ en: goodsText, cn: goodsText, tw: goodsText })
  .refine(
    (text) =>
      [text.en, text.cn, text.tw].every((each) => each === '') ||
      [text.en, text.cn, text.tw].every((each) => each !== ''),
    {
      error: 'config.goodsAllLanguages',
    },
  );
export type GoodsText = z.infer<typeof goodsTextSchema>;

export const lineGoodsRuleSchema = z.object({
  attribute: z.enum(PARCEL_ATTRIBUTES),
  refused: z.boolean(),
  reason: goodsTextSchema,
  document: goodsTextSchema,
});
export type LineGoodsRule = z.infer<typeof lineGoodsRuleSchema>;

/** Every attribute once: the form always sends the whole table, so nothing is left as it was by omission. */
export const lineGoodsRulesSchema = z
  .array(lineGoodsRuleSchema)
  .refine(
    (rules) =>
      rules.length === PARCEL_ATTRIBUTES.length &&
      PARCEL_ATTRIBUTES.every((attribute) => rules.some((rule) => rule.attribute === attribute)),
    { error: 'config.goodsEveryAttribute' },
  );

/** POST /ops/lines/:line/goods: the whole table, with the version the form loaded (a later edit answers 409). */
export const lineGoodsChangeSchema = z.object({
  rules: lineGoodsRulesSchema,
  staff_edited_at: z.iso.datetime({ offset: true }).nullable(),
});
export type LineGoodsChange = z.infer<typeof lineGoodsChangeSchema>;

/** POST /ops/lines/:line/goods/preview: the unsaved table and what a customer would type. */
export const lineGoodsPreviewInputSchema = z.object({
  rules: lineGoodsRulesSchema,
  sample_query: z.string().trim().min(1).max(200),
});
export type LineGoodsPreviewInput = z.infer<typeof lineGoodsPreviewInputSchema>;

/** "Can I ship this?" for the sample, with the line as it is and as it would be saved. */
export const lineGoodsPreviewSchema = z.object({ now: canIShipSchema, proposed: canIShipSchema });
export type LineGoodsPreview = z.infer<typeof lineGoodsPreviewSchema>;

/** GET /ops/lines/:line/goods. */
export const staffLineGoodsSchema = z.object({
  line_id: z.number(),
  code: z.string(),
  country_id: z.number(),
  staff_edited_at: z.string().nullable(),
  rules: z.array(lineGoodsRuleSchema),
});
export type StaffLineGoods = z.infer<typeof staffLineGoodsSchema>;

export const EMPTY_GOODS_TEXT: GoodsText = { en: '', cn: '', tw: '' };

/** What one line answers for the goods' attributes: whether it carries them, why not, and what they need on it. */
export interface LineGoodsVerdict {
  accepts: boolean;
  reason: string | null;
  documents: string[];
}

export function lineGoodsVerdict(
  language: Language,
  rules: readonly LineGoodsRule[],
  attributes: readonly ParcelAttribute[],
): LineGoodsVerdict {
  const ruleOf = (attribute: ParcelAttribute) => rules.find((rule) => rule.attribute === attribute);
  const refused = attributes.filter((attribute) => ruleOf(attribute)?.refused === true);
  // Refusals without a reason of their own share the usual sentence; a line's own reasons follow it.
  const plain = refused.filter((attribute) => !ruleOf(attribute)?.reason[language]);
  const own = refused.flatMap((attribute) => ruleOf(attribute)?.reason[language] || []);
  const reasons = [
    ...(plain.length > 0
      ? [
          lineProblemText(language, { code: 'attributesRefused', key: 'line.attributesRefused', attributes: plain })
            .message,
        ]
      : []),
    ...own,
  ];
  return {
    accepts: refused.length === 0,
    reason: reasons.length === 0 ? null : reasons.join(' '),
    documents: attributes.flatMap((attribute) => ruleOf(attribute)?.document[language] || []),
  };
}
