import { z } from 'zod';
import { PARCEL_ATTRIBUTES, type ParcelAttribute } from '../pricing/lines.js';
import { COUNTRY_ID } from '../reference/ids.js';

/**
 * Words that say what a product is made of, in the three languages, and the attributes lines judge it by ("Can I ship
 * this?"). A word may carry several attributes (perfume: a liquid and a cosmetic). Matching is on lower-cased text.
 */
const WORDS: readonly { words: readonly string[]; attributes: readonly ParcelAttribute[] }[] = [
  {
    words: [
      'power bank',
      'powerbank',
      'battery',
      'batteries',
      'lithium',
      '充电宝',
      '充電寶',
      '行动电源',
      '行動電源',
      '移动电源',
      '行動電池',
      '电池',
      '電池',
    ],
    attributes: ['battery'],
  },
  {
    words: [
      'laptop',
      'phone',
      'tablet',
      'camera',
      'headphone',
      'earbuds',
      '手机',
      '手機',
      '笔记本电脑',
      '筆電',
      '相机',
      '相機',
      '耳机',
      '耳機',
    ],
    attributes: ['battery'],
  },
  { words: ['magnet', 'speaker', '磁铁', '磁鐵', '音箱', '喇叭'], attributes: ['magnetic'] },
  { words: ['perfume', 'fragrance', '香水'], attributes: ['liquid', 'cosmetics'] },
  {
    words: [
      'liquid',
      'shampoo',
      'lotion',
      'sauce',
      'wine',
      '液体',
      '液體',
      '洗发水',
      '洗髮精',
      '乳液',
      '酱',
      '醬',
      '油',
      '酒',
    ],
    attributes: ['liquid'],
  },
  { words: ['milk powder', 'formula', '奶粉'], attributes: ['powder', 'food'] },
  { words: ['powder', '粉'], attributes: ['powder'] },
  {
    words: ['food', 'snack', 'tea', 'coffee', 'chocolate', 'candy', '食品', '零食', '茶', '咖啡', '巧克力', '糖果'],
    attributes: ['food'],
  },
  {
    words: [
      'cosmetic',
      'makeup',
      'lipstick',
      'skincare',
      'cream',
      '化妆品',
      '化妝品',
      '口红',
      '口紅',
      '护肤',
      '護膚',
      '面霜',
    ],
    attributes: ['cosmetics'],
  },
  {
    words: ['medicine', 'vitamin', 'supplement', 'drug', '药', '藥', '保健品', '维生素', '維他命'],
    attributes: ['medicine'],
  },
  {
    words: ['designer', 'brand', 'luxury', 'handbag', '名牌', '品牌', '奢侈品'],
    attributes: ['branded'],
  },
];

/** The attributes a product's name points to; none for general cargo (or a word we do not know). */
export function goodsAttributes(query: string): ParcelAttribute[] {
  const text = query.trim().toLowerCase();
  if (!text) return [];
  const found = new Set<ParcelAttribute>();
  for (const entry of WORDS)
    if (entry.words.some((word) => text.includes(word))) for (const a of entry.attributes) found.add(a);
  return PARCEL_ATTRIBUTES.filter((attribute) => found.has(attribute));
}

/** The notes (`customs.goods.<key>`) a destination adds for an attribute: a document or a limit to know before buying. */
export const GOODS_NOTES = [
  'battery',
  'auFood',
  'auMedicine',
  'nzFood',
  'twCosmetics',
  'twMedicine',
  'twFood',
  'jpCosmetics',
  'jpMedicine',
  'cnMedicine',
  'myMedicine',
  'branded',
] as const;
export type GoodsNote = (typeof GOODS_NOTES)[number];

const BY_DESTINATION: Partial<Record<number, Partial<Record<ParcelAttribute, GoodsNote>>>> = {
  [COUNTRY_ID.australia]: { food: 'auFood', medicine: 'auMedicine' },
  [COUNTRY_ID.newZealand]: { food: 'nzFood' },
  [COUNTRY_ID.taiwan]: { cosmetics: 'twCosmetics', medicine: 'twMedicine', food: 'twFood' },
  [COUNTRY_ID.japan]: { cosmetics: 'jpCosmetics', medicine: 'jpMedicine' },
  [COUNTRY_ID.china]: { medicine: 'cnMedicine' },
  [COUNTRY_ID.malaysia]: { medicine: 'myMedicine' },
};

/**
 * What the goods need at a destination, as every line to it started with (the seed of the lines' goods rules; staff
 * change a line's from there): the battery label on every line, then the destination's.
 */
export function goodsNotes(countryId: number, attributes: readonly ParcelAttribute[]): GoodsNote[] {
  const notes: GoodsNote[] = [];
  if (attributes.includes('battery')) notes.push('battery');
  for (const attribute of attributes) {
    const note = BY_DESTINATION[countryId]?.[attribute];
    if (note) notes.push(note);
  }
  if (attributes.includes('branded')) notes.push('branded');
  return notes;
}

/** "Can I ship this?": what the words point to, each line of the route with whether it carries it and why not. */
export const canIShipSchema = z.object({
  query: z.string(),
  attributes: z.array(z.object({ code: z.enum(PARCEL_ATTRIBUTES), name: z.string() })),
  lines: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      accepts: z.boolean(),
      reason: z.string().nullable(),
      /** What the goods need on this line (documents, limits), in the reader's language. */
      documents: z.array(z.string()),
    }),
  ),
  /** What the goods need on the route's lines (each once), in the reader's language. */
  notes: z.array(z.string()),
});
export type CanIShip = z.infer<typeof canIShipSchema>;
