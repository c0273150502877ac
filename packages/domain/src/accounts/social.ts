import { z } from 'zod';
import { loginAnswerSchema } from './responses.js';
import { emailSchema, passwordSchema, personNameSchema, verificationCodeSchema } from './schemas.js';
import { SOCIAL_PROVIDERS } from './social-providers.js';

/**
 * Why a social sign-in stopped before the socialPage could go on; the callback names it in the page's address and
 * the page says it in the customer's language (message key `social.error.<reason>`).
 */
export const SOCIAL_FAILURES = ['state', 'expired', 'denied', 'provider', 'boundElsewhere', 'alreadyBound'] as const;
export type SocialFailure = (typeof SOCIAL_FAILURES)[number];

/** GET facebookRedirect / googleRedirect: `intent=bind` (with a token) adds the account to the logged-in customer. */
export const socialRedirectQuerySchema = z.object({ intent: z.enum(['sign_in', 'bind']).default('sign_in') });
export const socialRedirectAnswerSchema = z.object({ url: z.string() });

const ticketSchema = z.string().trim().min(20).max(100);
export const socialTicketQuerySchema = z.object({ ticket: ticketSchema });

/** What the provider told us about the customer, as socialPage shows it. */
const identitySchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  email: z.string(),
  email_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
});

/**
 * GET socialRegister: a customer already bound is signed in at once (the answer carries the session); a new one
 * finishes sign-up; one whose provider email is an existing account's must prove that account is theirs first.
 */
export const socialTicketAnswerSchema = z.discriminatedUnion('status', [
  loginAnswerSchema.extend({ status: z.literal('signed_in') }),
  identitySchema.extend({ status: z.literal('sign_up') }),
  identitySchema.extend({ status: z.literal('link') }),
]);

/** POST socialRegister, one step at a time. */
export const socialSendCodeInputSchema = z.object({
  ticket: ticketSchema,
  step: z.literal('send_code'),
  email: emailSchema,
});

export const socialSignUpInputSchema = z.object({
  ticket: ticketSchema,
  step: z.literal('sign_up'),
  first_name: personNameSchema,
  last_name: personNameSchema,
  email: emailSchema,
  /** Needed unless the email is the one the provider verified. */
  code: verificationCodeSchema.optional(),
  store_id: z.number().int().positive(),
  currency_id: z.number().int().positive(),
  agree: z.boolean({ error: 'auth.agreeTerms' }).refine((agreed) => agreed, { error: 'auth.agreeTerms' }),
});
export type SocialSignUpInput = z.infer<typeof socialSignUpInputSchema>;

/** Proof that the existing account is the customer's: its password, or a code sent to its email. */
export const socialLinkInputSchema = z
  .object({
    ticket: ticketSchema,
    step: z.literal('link'),
    password: z.string().min(1).max(128).optional(),
    code: verificationCodeSchema.optional(),
  })
  .refine((input) => Boolean(input.password) !== Boolean(input.code), {
    path: ['password'],
    error: 'validation.required',
  });
export type SocialLinkInput = z.infer<typeof socialLinkInputSchema>;

export const socialRegisterInputSchema = z.union([
  socialSendCodeInputSchema,
  socialSignUpInputSchema,
  socialLinkInputSchema,
]);
export type SocialRegisterInput = z.infer<typeof socialRegisterInputSchema>;

export const unbindAppInputSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/** POST setPassword: a customer who signed up through a provider adds a password. */
export const setPasswordInputSchema = z
  .object({ password: passwordSchema, confirm_password: z.string() })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    error: 'auth.passwordMismatch',
  });
