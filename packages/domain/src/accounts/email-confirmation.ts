import { z } from 'zod';
import { emailSchema, verificationCodeSchema } from './schemas.js';

/** How long an e-mail confirmation's code and link work: long enough to open the mail later the same day or the next. */
export const EMAIL_CONFIRMATION_TTL_HOURS = 24;

/** POST /api/verifyEmail: the code from the confirmation mail, typed in the app. */
export const verifyEmailInputSchema = z.object({ code: verificationCodeSchema });

/** POST /auth/verifyEmailLink: the token of the link in the confirmation mail (no session needed). */
export const verifyEmailLinkInputSchema = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * POST /api/updateEmail: a new address, with the current password when the account has one, or else the code
 * POST /api/sendChangeEmailCode sent to the current address (a session alone must not be able to move the account's
 * mail, and with it the password reset, elsewhere).
 */
export const changeEmailInputSchema = z.object({
  email: emailSchema,
  password: z.string().max(128).optional(),
  code: verificationCodeSchema.optional(),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

/**
 * What confirming answers: the address now confirmed, and whether this request did it or an earlier one had.
 * `next: 'set_password'` when the confirmation took the account back from whoever signed up with the address before it was
 * proved: their password and sessions are gone, and the owner sets a password by "Forgot password".
 */
export const emailConfirmedSchema = z.object({
  email: z.string(),
  status: z.enum(['confirmed', 'already_confirmed']),
  next: z.literal('set_password').optional(),
});
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;
