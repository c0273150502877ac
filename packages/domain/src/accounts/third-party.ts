import { z } from 'zod';

/** Where the web app waits for consent before analytics and chat load (GET /api/thirdPartyConfig). */
export const CONSENT_MODES = ['everywhere', 'europe', 'nowhere'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

/** The captcha widget to load, when one is configured. Its global (`turnstile`, `hcaptcha`, `grecaptcha`) renders it. */
export const captchaWidgetSchema = z.object({
  provider: z.enum(['turnstile', 'hcaptcha', 'recaptcha']),
  site_key: z.string(),
  script_url: z.url(),
});
export type CaptchaWidget = z.infer<typeof captchaWidgetSchema>;

export const analyticsConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('plausible'), domain: z.string(), script_url: z.url() }),
  z.object({ provider: z.literal('ga4'), measurement_id: z.string() }),
]);
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;

export const chatConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('crisp'), website_id: z.string() }),
  z.object({ provider: z.literal('tawk'), property_id: z.string(), widget_id: z.string() }),
]);
export type ChatConfig = z.infer<typeof chatConfigSchema>;

/** GET /api/thirdPartyConfig (not in the SPEC): the third-party scripts the server is configured for, none by default. */
export const thirdPartyConfigSchema = z.object({
  captcha: captchaWidgetSchema.nullable(),
  analytics: analyticsConfigSchema.nullable(),
  chat: chatConfigSchema.nullable(),
  consent: z.enum(CONSENT_MODES),
});
export type ThirdPartyConfig = z.infer<typeof thirdPartyConfigSchema>;

/** The header carrying a captcha widget's token to a route that needs one (sign-up, sending codes, sign-in after failures). */
export const CAPTCHA_TOKEN_HEADER = 'captcha-token';
