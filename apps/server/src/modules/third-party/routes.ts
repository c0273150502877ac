import { type ThirdPartyConfig, thirdPartyConfigSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import { answers, ok } from '../../http/envelope.js';

/** What the web app needs to load the configured scripts: public identifiers only, never a secret. */
export function publicThirdPartyConfig(config: AppConfig): ThirdPartyConfig {
  const { captcha, thirdParty } = config;
  const { analytics, chat } = thirdParty;
  return {
    captcha: captcha ? { provider: captcha.provider, site_key: captcha.siteKey, script_url: captcha.scriptUrl } : null,
    analytics: !analytics
      ? null
      : analytics.provider === 'plausible'
        ? { provider: 'plausible', domain: analytics.domain, script_url: analytics.scriptUrl }
        : { provider: 'ga4', measurement_id: analytics.measurementId },
    chat: !chat
      ? null
      : chat.provider === 'crisp'
        ? { provider: 'crisp', website_id: chat.websiteId }
        : { provider: 'tawk', property_id: chat.propertyId, widget_id: chat.widgetId },
    consent: thirdParty.consent,
  };
}

/** GET /api/thirdPartyConfig (not in the SPEC): the captcha widget, analytics and chat the web app may load. */
export const thirdPartyRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = publicThirdPartyConfig(app.ctx.config);
  app.get(
    '/api/thirdPartyConfig',
    { schema: { tags: ['reference'], response: answers(thirdPartyConfigSchema) } },
    async () => ok(answer),
  );
};
