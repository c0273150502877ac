import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.js';
import { warehouseAddressSchema } from '../reference/responses.js';
import { CONTENT_KINDS, CONTENT_STATUSES, LINK_KINDS, NEWS_SECTIONS } from './schemas.js';
import { supportHoursSchema } from './support-hours.js';

/** helpCenterCollections: a collection in the reader's language with how many articles it shows. */
export const helpCollectionSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  article_count: z.number(),
});
export type HelpCollection = z.infer<typeof helpCollectionSchema>;

/** An article, notice or news item in a list: no body. */
export const contentSummarySchema = z.object({
  id: z.number(),
  collection_id: z.number().nullable(),
  title: z.string(),
  summary: z.string(),
  published_at: z.string(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const helpCollectionDetailSchema = helpCollectionSchema.extend({ articles: z.array(contentSummarySchema) });
export type HelpCollectionDetail = z.infer<typeof helpCollectionDetailSchema>;

/** An article, notice or news item to read: its Markdown body with the facts filled in. */
export const contentDetailSchema = contentSummarySchema.extend({
  body: z.string(),
  language: z.string(),
  helpful: z.boolean().nullable(),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

/** A notice in its list: unread until the signed-in customer opens it (always false for a visitor). */
export const noticeSummarySchema = contentSummarySchema.extend({ unread: z.boolean() });
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const newsSummarySchema = noticeSummarySchema.extend({ section: z.enum(NEWS_SECTIONS) });
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** newBannerList: what the carousel shows and where a tap leads. */
export const bannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  image_url: z.string().nullable(),
  link_kind: z.enum(LINK_KINDS),
  link_target: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** The notices and warehouse news the customer has not opened yet: the count on their entry points. */
export const unreadCountSchema = z.object({ notices: z.number(), warehouse_news: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** shopList (recMall): a recommended shop, with where a tap leads. */
export const shopSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string().nullable(),
  link_kind: z.enum(LINK_KINDS),
  link_target: z.string(),
});
export type Shop = z.infer<typeof shopSchema>;

/** getChinaAddress: the China warehouse's address for this customer, and staff's guide to buying from Chinese shops. */
export const chinaAddressSchema = z.object({
  address: warehouseAddressSchema.nullable(),
  guide: z.object({ id: z.number(), title: z.string(), body: z.string(), language: z.string() }).nullable(),
});
export type ChinaAddress = z.infer<typeof chinaAddressSchema>;

/** flashNewsList: one line of the ticker. */
export const flashNewsSchema = z.object({
  id: z.number(),
  title: z.string(),
  link_kind: z.enum(LINK_KINDS),
  link_target: z.string(),
});
export type FlashNews = z.infer<typeof flashNewsSchema>;

/** incrementAdvClick, incrementFlashNewsClick: whether this tap was counted (once per viewer per day). */
export const clickResultSchema = z.object({ counted: z.boolean() });

export const feedbackResultSchema = z.object({ helpful: z.boolean() });

/** needHelp's channels, from the server's configuration. */
/** The ways to reach support that are configured: an empty text, or null hours, is a channel not offered. */
export const contactChannelsSchema = z.object({
  email: z.string(),
  phone: z.string(),
  wechat: z.string(),
  whatsapp: z.string(),
  hours: supportHoursSchema.nullable(),
});
export type ContactChannels = z.infer<typeof contactChannelsSchema>;

export const supportMessageResultSchema = z.object({ id: z.number(), created_at: z.string() });

const textsOut = z.record(
  z.string(),
  z.object({ title: z.string(), summary: z.string(), body: z.string(), keywords: z.string().optional() }),
);

/** What staff see of an item: everything they can set, with its counters. */
export const staffContentItemSchema = z.object({
  id: z.number(),
  kind: z.enum(CONTENT_KINDS),
  status: z.enum(CONTENT_STATUSES),
  texts: textsOut,
  fallback_language: z.enum(LANGUAGES),
  publish_at: z.string().nullable(),
  expire_at: z.string().nullable(),
  sort_order: z.number(),
  collection_id: z.number().nullable(),
  store_ids: z.array(z.number()),
  image_file_id: z.string().nullable(),
  /** The copy of the image made for phones, which customers are shown. */
  phone_image_file_id: z.string().nullable(),
  link_kind: z.enum(LINK_KINDS),
  link_target: z.string(),
  section: z.enum(NEWS_SECTIONS),
  slug: z.string().nullable(),
  click_count: z.number(),
  helpful_count: z.number(),
  unhelpful_count: z.number(),
  updated_at: z.string(),
});
export type StaffContentItem = z.infer<typeof staffContentItemSchema>;

export const staffCollectionSchema = z.object({
  id: z.number(),
  status: z.enum(CONTENT_STATUSES),
  texts: textsOut,
  fallback_language: z.enum(LANGUAGES),
  sort_order: z.number(),
  slug: z.string().nullable(),
  updated_at: z.string(),
});
export type StaffCollection = z.infer<typeof staffCollectionSchema>;

/**
 * An unsaved item as a customer would read it in each language (the detail the customer API answers), and whether
 * its status and schedule would show it now.
 */
export const contentPreviewSchema = z.object({
  visible_now: z.boolean(),
  en: contentDetailSchema,
  cn: contentDetailSchema,
  tw: contentDetailSchema,
});
export type ContentPreview = z.infer<typeof contentPreviewSchema>;

export const staffSupportMessageSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  subject: z.string(),
  message: z.string(),
  language: z.string(),
  created_at: z.string(),
});
