import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.js';
import { normaliseDiallingCode } from '../reference/phone.js';

/** Sign-up and account rules of SPEC §5, shared by the web forms and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_LENGTH = 6;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .pipe(z.email({ error: 'auth.emailFormat' }).max(254, { error: 'auth.emailFormat' }));

export const personNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(50)
  .refine((name) => !/\d/.test(name), { error: 'auth.nameNoDigits' });

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)
  );
}

export const passwordSchema = z.string().max(128).refine(isStrongPassword, { error: 'auth.passwordRule' });

const idSchema = z.number().int().positive();

/** The confirmation must equal the password; checked as soon as both are strings, even while other fields are wrong. */
function confirmsPassword(value: { password: string; confirm_password: string }): boolean {
  return value.password === value.confirm_password;
}

const PASSWORD_CONFIRMATION = {
  path: ['confirm_password'] as string[],
  error: 'auth.passwordMismatch',
  when: ({ value }: { value: unknown }) => {
    const typed = value as { password?: unknown; confirm_password?: unknown } | undefined;
    return typeof typed?.password === 'string' && typeof typed.confirm_password === 'string';
  },
};

export const registerInputSchema = z
  .object({
    first_name: personNameSchema,
    last_name: personNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirm_password: z.string(),
    store_id: idSchema,
    currency_id: idSchema,
    invite_code: z.string().trim().max(32).optional(),
    source: idSchema.nullish(),
    agree: z.boolean({ error: 'auth.agreeTerms' }).refine((agreed) => agreed, { error: 'auth.agreeTerms' }),
  })
  .refine(confirmsPassword, PASSWORD_CONFIRMATION);
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'validation.required' }).max(128),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const accessTokenInputSchema = z.object({ access_token: z.string().min(1).max(200) });

export const phoneCodeSchema = z
  .string()
  .trim()
  .transform(normaliseDiallingCode)
  .pipe(z.string().regex(/^\d{1,4}$/, { error: 'phone.countryRequired' }));

export const phoneNumberSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(20, { error: 'phone.incorrect' });

export const phoneInputSchema = z.object({ phone_code: phoneCodeSchema, phone: phoneNumberSchema });

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'code.format' });

export const checkIfRegisterInputSchema = z.union([z.object({ email: emailSchema }), phoneInputSchema]);

export const sendResetEmailInputSchema = z.object({ email: emailSchema });

export const resetByEmailInputSchema = z
  .object({ email: emailSchema, code: verificationCodeSchema, password: passwordSchema, confirm_password: z.string() })
  .refine(confirmsPassword, PASSWORD_CONFIRMATION);

export const resetByPhoneInputSchema = z
  .object({
    phone_code: phoneCodeSchema,
    phone: phoneNumberSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
    confirm_password: z.string(),
  })
  .refine(confirmsPassword, PASSWORD_CONFIRMATION);

export const changePasswordInputSchema = z
  .object({
    old_password: z.string().min(1, { error: 'validation.required' }).max(128),
    password: passwordSchema,
    confirm_password: z.string(),
  })
  .refine(confirmsPassword, PASSWORD_CONFIRMATION);

export const updateUserInputSchema = z.object({
  first_name: personNameSchema.optional(),
  last_name: personNameSchema.optional(),
  language: z.enum(LANGUAGES).optional(),
  currency_id: idSchema.optional(),
  store_id: idSchema.optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

export const PHONE_CODE_PURPOSES = ['bind_phone', 'close_account'] as const;
export const sendMessageInputSchema = phoneInputSchema.extend({
  type: z.enum(PHONE_CODE_PURPOSES).default('bind_phone'),
});

export const updatePhoneInputSchema = phoneInputSchema.extend({ code: verificationCodeSchema });

export const cancelAccountInputSchema = z.object({ code: verificationCodeSchema });

export const subscribeConfigSchema = z.object({
  shipment_email: z.boolean(),
  shipment_sms: z.boolean(),
  promotion_email: z.boolean(),
  promotion_sms: z.boolean(),
  /** Push to the devices the customer subscribed; absent (a client from before push) keeps what is stored. */
  shipment_push: z.boolean().optional(),
  promotion_push: z.boolean().optional(),
});
export type SubscribeConfigInput = z.infer<typeof subscribeConfigSchema>;
/** The stored settings: one switch per topic (shipment, promotion) and channel (email, SMS, push). */
export type SubscribeConfig = Required<SubscribeConfigInput>;

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const billAddressSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(100),
  company: optionalText(100),
  country_id: idSchema,
  state: optionalText(100),
  city: z.string().trim().min(1, { error: 'validation.required' }).max(100),
  postcode: z.string().trim().min(1, { error: 'validation.required' }).max(20),
  address: z.string().trim().min(1, { error: 'validation.required' }).max(200),
  address2: optionalText(200),
  phone: optionalText(30),
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .default(''),
  tax_number: optionalText(30),
});
export type BillAddress = z.infer<typeof billAddressSchema>;

export const operateLogInputSchema = z.object({
  code: z.string().trim().min(1, { error: 'validation.required' }).max(64),
  content: z.string().max(4000).default(''),
});
