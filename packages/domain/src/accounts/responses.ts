import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.js';
import { SOCIAL_PROVIDERS } from './social-providers.js';

/**
 * What the account calls answer. Response schemas name the shape only (no trimming or format checks): the server
 * writes exactly these fields, and the web reads its types from them.
 */
export const userInfoSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  support_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The customer proved they read mail at `email`; until then nothing but the proof is sent to it. */
  email_verified: z.boolean(),
  /** The address waiting for its code or link: `email` while unconfirmed, or a new one a confirmed customer asked for. */
  email_to_confirm: z.string().nullable(),
  phone: z.string(),
  phone_code: z.string(),
  phone_verified: z.boolean(),
  countryCode: z.string(),
  currency_id: z.number(),
  currency_name: z.string(),
  language: z.enum(LANGUAGES),
  level: z.number(),
  balance: z.string(),
  points: z.number(),
  store_id: z.number(),
  warehouse_name: z.string(),
  invite_code: z.string(),
  /** SPEC §3 client state's member flag: a paid membership period covers now. */
  isMember: z.boolean(),
  /** True for a customer who signed up through a social provider and has set no password yet (setPassword). */
  social_only: z.boolean(),
  /** Social accounts bound to this customer (the profile's bind and unbind). */
  social_accounts: z.array(z.object({ provider: z.enum(SOCIAL_PROVIDERS), email: z.string() })),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const phoneCheckSchema = z.object({ verified: z.literal(true), phone_code: z.string(), phone: z.string() });
export type PhoneCheck = z.infer<typeof phoneCheckSchema>;

export const subscribeConfigResponseSchema = z.object({
  shipment_email: z.boolean(),
  shipment_sms: z.boolean(),
  promotion_email: z.boolean(),
  promotion_sms: z.boolean(),
  shipment_push: z.boolean(),
  promotion_push: z.boolean(),
});

export const billAddressResponseSchema = z.object({
  name: z.string(),
  company: z.string(),
  country_id: z.number(),
  state: z.string(),
  city: z.string(),
  postcode: z.string(),
  address: z.string(),
  address2: z.string(),
  phone: z.string(),
  email: z.string(),
  tax_number: z.string(),
});

/** Where a code went (an email address, or a phone as +{code}{number}), in full: what the caller typed, or their own phone. */
export const codeSentSchema = z.object({ sent_to: z.string() });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** A session: the bearer token, when it expires, and until when it can be exchanged for a new one. */
export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
  refresh_until: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** What login, register and a password change answer: a new session and the customer it belongs to. */
export const loginAnswerSchema = sessionSchema.extend({ user_info: userInfoSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const registrationCheckSchema = z.object({ registered: z.boolean() });
export type RegistrationCheck = z.infer<typeof registrationCheckSchema>;
