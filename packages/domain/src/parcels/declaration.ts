import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { PARCEL_ATTRIBUTES } from '../pricing/lines.js';
import { PRODUCT_TYPES } from '../pricing/schemas.js';

/**
 * Declaration rules (SPEC §5): every item has a name, a quantity, a total purchase amount above 0 with
 * at most 2 decimals, and a product type. Names are written in English or Chinese without spaces or
 * symbols, and are specific: material plus goods ("CottonTShirt", "不锈钢保温杯"), never a generic word.
 */
export const DECLARATION_NAME_MAX_LENGTH = 60;
export const MAX_DECLARATION_ITEMS = 30;
export const MAX_DECLARATION_QUANTITY = 9999;

/** Latin letters, digits and CJK ideographs: English or Chinese, nothing else. */
const NAME_CHARACTERS = /^[A-Za-z0-9\u3400-\u4dbf\u4e00-\u9fff]+$/;

/**
 * Names customs refuse as too vague. Compared whole and case-insensitively: "Gift" is generic,
 * "SilkScarfGift" is specific.
 */
export const GENERIC_DECLARATION_NAMES: readonly string[] = [
  'gift',
  'gifts',
  'goods',
  'item',
  'items',
  'stuff',
  'things',
  'product',
  'products',
  'parcel',
  'package',
  'sample',
  'samples',
  'clothes',
  'clothing',
  'shoes',
  'food',
  'snacks',
  'cosmetics',
  'electronics',
  'accessories',
  'toys',
  'books',
  'daily',
  'dailynecessities',
  'household',
  'personal',
  'personalitems',
  'others',
  'other',
  'misc',
  'general',
  '礼物',
  '礼品',
  '禮物',
  '禮品',
  '物品',
  '商品',
  '货物',
  '貨物',
  '东西',
  '東西',
  '衣服',
  '衣物',
  '鞋子',
  '食品',
  '零食',
  '化妆品',
  '化妝品',
  '电子产品',
  '電子產品',
  '日用品',
  '生活用品',
  '配件',
  '玩具',
  '书',
  '書',
  '样品',
  '樣品',
  '其他',
  '杂物',
  '雜物',
];

/**
 * Words that make an item unshippable (weapons, drugs, tobacco, cash, explosives). An English word
 * matches a whole word of the name (CamelCase splits words: "CashmereScarf" is not cash); a Chinese
 * word matches anywhere in the name, since Chinese has no spaces.
 */
export const BANNED_DECLARATION_WORDS: readonly string[] = [
  'gun',
  'firearm',
  'pistol',
  'rifle',
  'ammunition',
  'bullet',
  'explosive',
  'firework',
  'gunpowder',
  'grenade',
  'drug',
  'narcotic',
  'cocaine',
  'heroin',
  'marijuana',
  'cannabis',
  'cigarette',
  'tobacco',
  'vape',
  'ecigarette',
  'cash',
  'banknote',
  'counterfeit',
  'ivory',
  '枪支',
  '槍支',
  '手枪',
  '手槍',
  '步枪',
  '步槍',
  '弹药',
  '彈藥',
  '子弹',
  '子彈',
  '炸药',
  '炸藥',
  '烟花',
  '煙花',
  '爆竹',
  '毒品',
  '大麻',
  '香烟',
  '香菸',
  '烟草',
  '菸草',
  '电子烟',
  '電子菸',
  '现金',
  '現金',
  '假钞',
  '偽鈔',
  '象牙',
];

export const DECLARATION_NAME_VERDICTS = ['ok', 'symbols', 'generic', 'banned', 'required', 'tooLong'] as const;
export type DeclarationNameVerdict = (typeof DECLARATION_NAME_VERDICTS)[number];

/** A word or its plural ("cigarettes" is "cigarette"). */
function isSameWord(candidate: string, word: string): boolean {
  return candidate === word || candidate === `${word}s` || candidate === `${word}es`;
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/;

/**
 * The words of a name written without spaces: Chinese runs stay whole, Latin runs split at CamelCase
 * and digit boundaries ("StainlessSteelCup2L" → stainless, steel, cup, 2, l).
 */
export function declarationNameWords(name: string): string[] {
  const runs = name.match(/[\u3400-\u4dbf\u4e00-\u9fff]+|[A-Za-z0-9]+/g) ?? [];
  return runs.flatMap((run) =>
    CJK.test(run)
      ? [run]
      : (run.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? [run]).map((word) => word.toLowerCase()),
  );
}

/** What is wrong with a declared product name, if anything. Banned words are checked before vagueness. */
export function declarationNameVerdict(rawName: string): DeclarationNameVerdict {
  const name = rawName.trim();
  if (name.length === 0) return 'required';
  if (name.length > DECLARATION_NAME_MAX_LENGTH) return 'tooLong';
  if (!NAME_CHARACTERS.test(name)) return 'symbols';
  const words = declarationNameWords(name);
  const banned = BANNED_DECLARATION_WORDS.some((word) =>
    CJK.test(word) ? name.includes(word) : words.some((candidate) => isSameWord(candidate, word)),
  );
  if (banned) return 'banned';
  const lower = name.toLowerCase();
  if (GENERIC_DECLARATION_NAMES.includes(lower) || words.every((word) => GENERIC_DECLARATION_NAMES.includes(word)))
    return 'generic';
  return 'ok';
}

const NAME_MESSAGES: Record<Exclude<DeclarationNameVerdict, 'ok'>, MessageKey> = {
  required: 'validation.required',
  tooLong: 'declaration.nameTooLong',
  symbols: 'declaration.nameSymbols',
  generic: 'declaration.nameGeneric',
  banned: 'declaration.nameBanned',
};

export function declarationNameProblem(name: string): MessageKey | null {
  const verdict = declarationNameVerdict(name);
  return verdict === 'ok' ? null : NAME_MESSAGES[verdict];
}

/** An amount in major units: more than 0, at most 2 decimals, as typed ("12.5", 12.5). */
export const declaredAmountSchema = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .refine((value) => value.length > 0, { error: 'validation.required' })
  .refine((value) => value.length === 0 || (/^\d{1,9}(\.\d{1,2})?$/.test(value) && Number(value) > 0), {
    error: 'declaration.amountInvalid',
  });

export const declarationNameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .superRefine((name, context) => {
    const problem = declarationNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const declarationItemSchema = z.object({
  name: declarationNameSchema,
  quantity: z.coerce
    .number({ error: 'validation.number' })
    .int({ error: 'declaration.quantityWhole' })
    .min(1, { error: 'declaration.quantityWhole' })
    .max(MAX_DECLARATION_QUANTITY),
  total_amount: declaredAmountSchema,
  product_type: z.enum(PRODUCT_TYPES, { error: 'declaration.productTypeRequired' }),
  attributes: z.array(z.enum(PARCEL_ATTRIBUTES)).max(PARCEL_ATTRIBUTES.length).default([]),
});
export type DeclarationItemInput = z.input<typeof declarationItemSchema>;
export type DeclarationItem = z.output<typeof declarationItemSchema>;

export const declarationItemsSchema = z.array(declarationItemSchema).max(MAX_DECLARATION_ITEMS);
