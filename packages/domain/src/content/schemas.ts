import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.js';

/**
 * What staff publish: help articles (in collections), notices, flash news, banners, warehouse news, shop
 * recommendations (recMall) and the guide to buying from Chinese shops shown with the China warehouse address.
 */
export const CONTENT_KINDS = [
  'article',
  'notice',
  'flash_news',
  'banner',
  'warehouse_news',
  'shop',
  'china_address',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Where a banner or notice leads: a screen of the app, or a web page opened in the bannerWV web view. */
export const LINK_KINDS = ['none', 'route', 'url'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** Floors and sections of warehouse news (the warehouseNewsSeFloor / ThFloor screens). */
export const NEWS_SECTIONS = ['general', 'second_floor', 'third_floor'] as const;
export type NewsSection = (typeof NEWS_SECTIONS)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** One language's words: a title, an optional one-line summary and a Markdown body. */
export const contentTextSchema = z.object({
  title: z.string().trim().min(1, { error: 'validation.required' }).max(200),
  summary: z.string().trim().max(500).default(''),
  body: z.string().trim().max(50_000).default(''),
});
export type ContentText = z.output<typeof contentTextSchema>;

export const contentTextsSchema = z.object({
  en: contentTextSchema.optional(),
  cn: contentTextSchema.optional(),
  tw: contentTextSchema.optional(),
});
export type ContentTexts = z.output<typeof contentTextsSchema>;

/** An in-app route (`/pages/...`) or an https web page. Anything else (javascript:, data:) is refused. */
export const IN_APP_ROUTE = /^\/pages\/[A-Za-z0-9_/-]{1,120}(\?[A-Za-z0-9_=&%.-]{0,200})?$/;
export const WEB_URL = /^https:\/\/[^\s<>"']{1,500}$/;

const textsFields = {
  texts: contentTextsSchema,
  fallback_language: z.enum(LANGUAGES, { error: 'validation.choice' }).default('en'),
};

/** The fallback language is the one every reader can be shown, so its texts must be there. */
const hasFallbackTexts = {
  check: (value: { texts: ContentTexts; fallback_language: (typeof LANGUAGES)[number] }) =>
    value.texts[value.fallback_language] !== undefined,
  params: { error: 'content.fallbackMissing', path: ['texts'] as PropertyKey[] },
};

/** A form's record as it loaded it: a change since refuses the save (`staff.staleForm`). Absent: no check. */
const loadedAt = { updated_at: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional() };

const collectionFields = z.object({
  ...textsFields,
  sort_order: z.number().int().min(0).max(100_000).default(0),
  status: z.enum(CONTENT_STATUSES, { error: 'validation.choice' }).default('draft'),
});

/** A help collection, as staff create or change it. */
export const collectionInputSchema = collectionFields.refine(hasFallbackTexts.check, hasFallbackTexts.params);
export type CollectionInput = z.output<typeof collectionInputSchema>;
export const collectionReplaceSchema = collectionFields
  .extend(loadedAt)
  .refine(hasFallbackTexts.check, hasFallbackTexts.params);
export type CollectionReplace = z.output<typeof collectionReplaceSchema>;

const contentItemFields = z.object({
  ...textsFields,
  kind: z.enum(CONTENT_KINDS, { error: 'validation.choice' }),
  status: z.enum(CONTENT_STATUSES, { error: 'validation.choice' }).default('draft'),
  publish_at: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().default(null),
  expire_at: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().default(null),
  sort_order: z.number().int().min(0).max(100_000).default(0),
  collection_id: id.nullable().default(null),
  /** Warehouses whose customers see it; empty: everyone. */
  store_ids: z.array(id).max(50).default([]),
  image_file_id: z.uuid({ error: 'validation.invalid' }).nullable().default(null),
  link_kind: z.enum(LINK_KINDS, { error: 'validation.choice' }).default('none'),
  link_target: z.string().trim().max(520).default(''),
  section: z.enum(NEWS_SECTIONS, { error: 'validation.choice' }).default('general'),
});

type ItemRuleInput = Pick<
  z.output<typeof contentItemFields>,
  'texts' | 'fallback_language' | 'link_kind' | 'link_target' | 'publish_at' | 'expire_at'
>;

/** The rules across fields every item keeps, whichever form sends it (create, replace, preview). */
function withItemRules<T extends z.ZodType<ItemRuleInput>>(schema: T) {
  return schema
    .refine(hasFallbackTexts.check, hasFallbackTexts.params)
    .refine((value) => linkProblem(value.link_kind, value.link_target) === null, {
      error: 'content.linkInvalid',
      path: ['link_target'],
    })
    .refine(
      (value) => !value.publish_at || !value.expire_at || Date.parse(value.publish_at) < Date.parse(value.expire_at),
      {
        error: 'content.scheduleInvalid',
        path: ['expire_at'],
      },
    );
}

/** One content item as staff create, replace or preview it. Fields a kind does not use are ignored for it. */
export const contentItemInputSchema = withItemRules(contentItemFields);
/** A replacement also says when the form loaded the item, so a change made meanwhile is not overwritten. */
export const contentItemReplaceSchema = withItemRules(contentItemFields.extend(loadedAt));
export type ContentItemReplace = z.output<typeof contentItemReplaceSchema>;
export type ContentItemInput = z.output<typeof contentItemInputSchema>;

/** Why a link cannot be stored, or null. */
export function linkProblem(kind: LinkKind, target: string): 'content.linkInvalid' | null {
  if (kind === 'none') return null;
  if (kind === 'route') return IN_APP_ROUTE.test(target) ? null : 'content.linkInvalid';
  return WEB_URL.test(target) ? null : 'content.linkInvalid';
}

/** helpCenterArticles: one collection's articles, or a search across every published one. */
export const articleListQuerySchema = z.object({
  collection_id: id.optional(),
  keyword: z.string().trim().max(60).optional(),
});

/** "Was this helpful?" */
export const articleFeedbackSchema = z.object({ helpful: z.boolean() });

/** The needHelp contact form: what the customer asks, reaching staff with their customer id. */
export const supportMessageSchema = z.object({
  subject: z.string().trim().min(1, { error: 'validation.required' }).max(120),
  message: z.string().trim().min(1, { error: 'validation.required' }).max(4000),
});
export type SupportMessageInput = z.output<typeof supportMessageSchema>;
