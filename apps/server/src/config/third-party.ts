// The settings of outside services the browser or the sign-in talks to: social sign-in, captcha, analytics and chat.
import { z } from 'zod';
import { ConfigError } from './config-error.js';
import { optionalUrl } from './values.js';

/** An identity provider's address: https, or http on this machine only (a local provider in tests and demos). */
const providerUrl = z
  .url()
  .refine((url) => /^https:\/\//.test(url) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url), {
    message: 'must be an https:// URL (http:// only on localhost)',
  });

export const thirdPartyEnvironment = z.object({
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_ISSUER: providerUrl.default('https://accounts.google.com'),
  FACEBOOK_APP_ID: z.string().trim().optional(),
  FACEBOOK_APP_SECRET: z.string().trim().optional(),
  FACEBOOK_AUTHORIZATION_URL: providerUrl.default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: providerUrl.default('https://graph.facebook.com/v21.0'),
  CAPTCHA_PROVIDER: z.enum(['turnstile', 'hcaptcha', 'recaptcha']).optional(),
  CAPTCHA_SITE_KEY: z.string().trim().optional(),
  CAPTCHA_SECRET: z.string().trim().optional(),
  CAPTCHA_VERIFY_URL: optionalUrl,
  CAPTCHA_SCRIPT_URL: optionalUrl,
  MINIPROGRAM_SIGNING_SECRET: z.string().trim().min(32).optional(),
  PLAUSIBLE_DOMAIN: z.string().trim().max(200).optional(),
  PLAUSIBLE_SCRIPT_URL: optionalUrl,
  GA4_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]{4,20}$/)
    .optional(),
  CRISP_WEBSITE_ID: z.uuid().optional(),
  TAWK_PROPERTY_ID: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{24}$/)
    .optional(),
  TAWK_WIDGET_ID: z
    .string()
    .trim()
    .regex(/^[a-z0-9]{1,40}$/)
    .default('default'),
  CONSENT_REQUIRED: z.enum(['everywhere', 'europe', 'nowhere']).default('everywhere'),
});

/** Each captcha's server-side check: the same form POST (secret, response, remoteip) answering `{ success }`. */
const CAPTCHA_VERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

/** Each captcha's widget script, rendered explicitly (`<global>.render(element, { sitekey, callback })`). */
const CAPTCHA_SCRIPT_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
} as const;

export interface CaptchaConfig {
  provider: 'turnstile' | 'hcaptcha' | 'recaptcha';
  siteKey: string;
  secret: string;
  verifyUrl: string;
  /** The widget's script (the provider's, or a stand-in's through CAPTCHA_SCRIPT_URL). */
  scriptUrl: string;
}

export interface ThirdPartyConfig {
  analytics?: { provider: 'plausible'; domain: string; scriptUrl: string } | { provider: 'ga4'; measurementId: string };
  chat?: { provider: 'crisp'; websiteId: string } | { provider: 'tawk'; propertyId: string; widgetId: string };
  /** Where analytics and chat wait for the customer's consent: everywhere, browsers set to a European time zone, or nowhere. */
  consent: 'everywhere' | 'europe' | 'nowhere';
}

export interface SocialConfig {
  /** Google through OpenID Connect discovery at `issuer`. */
  google?: { clientId: string; clientSecret: string; issuer: string };
  /** Facebook through its OAuth 2.0 dialog and Graph API. */
  facebook?: { clientId: string; clientSecret: string; authorizationUrl: string; graphUrl: string };
}

export interface ThirdPartySettings {
  /** The captcha (CAPTCHA_*): off unless a provider, its site key and secret are all set. */
  captcha?: CaptchaConfig;
  /** Analytics and the chat widget the web app loads (none unless configured), and where it asks consent first. */
  thirdParty: ThirdPartyConfig;
  /** Signs our mini-program's requests (MINIPROGRAM_SIGNING_SECRET): a signed one needs no captcha (SPEC §1). */
  miniProgramSigningSecret?: string;
  /** Social sign-in: a provider is offered only when its client id and secret are set. */
  social: SocialConfig;
}

/** Checks the settings that go together or exclude each other, and shapes them for the app. */
export function readThirdPartySettings(env: z.infer<typeof thirdPartyEnvironment>): ThirdPartySettings {
  for (const [id, secret, names] of [
    [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET'],
    [env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET, 'FACEBOOK_APP_ID and FACEBOOK_APP_SECRET'],
  ] as const) {
    if (Boolean(id) !== Boolean(secret)) throw new ConfigError(`Invalid configuration: ${names} go together`);
  }
  const captcha = [env.CAPTCHA_PROVIDER, env.CAPTCHA_SITE_KEY, env.CAPTCHA_SECRET];
  if (captcha.some(Boolean) && !captcha.every(Boolean)) {
    throw new ConfigError('Invalid configuration: CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY and CAPTCHA_SECRET go together');
  }
  if (env.PLAUSIBLE_DOMAIN && env.GA4_MEASUREMENT_ID) {
    throw new ConfigError('Invalid configuration: set PLAUSIBLE_DOMAIN or GA4_MEASUREMENT_ID, not both');
  }
  if (env.CRISP_WEBSITE_ID && env.TAWK_PROPERTY_ID) {
    throw new ConfigError('Invalid configuration: set CRISP_WEBSITE_ID or TAWK_PROPERTY_ID, not both');
  }
  return {
    captcha:
      env.CAPTCHA_PROVIDER && env.CAPTCHA_SITE_KEY && env.CAPTCHA_SECRET
        ? {
            provider: env.CAPTCHA_PROVIDER,
            siteKey: env.CAPTCHA_SITE_KEY,
            secret: env.CAPTCHA_SECRET,
            verifyUrl: env.CAPTCHA_VERIFY_URL ?? CAPTCHA_VERIFY_URLS[env.CAPTCHA_PROVIDER],
            scriptUrl: env.CAPTCHA_SCRIPT_URL ?? CAPTCHA_SCRIPT_URLS[env.CAPTCHA_PROVIDER],
          }
        : undefined,
    miniProgramSigningSecret: env.MINIPROGRAM_SIGNING_SECRET,
    thirdParty: {
      analytics: env.PLAUSIBLE_DOMAIN
        ? {
            provider: 'plausible',
            domain: env.PLAUSIBLE_DOMAIN,
            scriptUrl: env.PLAUSIBLE_SCRIPT_URL ?? 'https://plausible.io/js/script.hash.js',
          }
        : env.GA4_MEASUREMENT_ID
          ? { provider: 'ga4', measurementId: env.GA4_MEASUREMENT_ID }
          : undefined,
      chat: env.CRISP_WEBSITE_ID
        ? { provider: 'crisp', websiteId: env.CRISP_WEBSITE_ID }
        : env.TAWK_PROPERTY_ID
          ? { provider: 'tawk', propertyId: env.TAWK_PROPERTY_ID, widgetId: env.TAWK_WIDGET_ID }
          : undefined,
      consent: env.CONSENT_REQUIRED,
    },
    social: {
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
          : undefined,
      facebook:
        env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
          ? {
              clientId: env.FACEBOOK_APP_ID,
              clientSecret: env.FACEBOOK_APP_SECRET,
              authorizationUrl: env.FACEBOOK_AUTHORIZATION_URL,
              graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
            }
          : undefined,
    },
  };
}
