import type { AppConfig } from '../../config.js';

/** The CSP directives a third party adds to our own ('self') sources. */
export type CspSources = Partial<
  Record<'script-src' | 'connect-src' | 'frame-src' | 'img-src' | 'media-src' | 'worker-src', string[]>
>;

const origin = (url: string) => new URL(url).origin;

/** What each captcha's widget loads, frames and calls (the providers' documented CSP lists). */
function captchaSources(captcha: NonNullable<AppConfig['captcha']>): CspSources {
  const script = origin(captcha.scriptUrl);
  switch (captcha.provider) {
    case 'turnstile':
      return { 'script-src': [script], 'frame-src': [script], 'connect-src': [script] };
    case 'hcaptcha': {
      const hosts =
        script === 'https://js.hcaptcha.com' ? ['https://hcaptcha.com', 'https://*.hcaptcha.com'] : [script];
      return { 'script-src': hosts, 'frame-src': hosts, 'connect-src': hosts };
    }
    case 'recaptcha': {
      const hosts =
        script === 'https://www.google.com' ? ['https://www.google.com', 'https://www.gstatic.com'] : [script];
      return { 'script-src': hosts, 'frame-src': [script], 'connect-src': [script] };
    }
  }
}

function analyticsSources(analytics: NonNullable<AppConfig['thirdParty']['analytics']>): CspSources {
  if (analytics.provider === 'plausible') {
    const host = origin(analytics.scriptUrl);
    return { 'script-src': [host], 'connect-src': [host] };
  }
  const google = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
  return {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': google,
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  };
}

function chatSources(chat: NonNullable<AppConfig['thirdParty']['chat']>): CspSources {
  if (chat.provider === 'crisp') {
    return {
      'script-src': ['https://client.crisp.chat'],
      'connect-src': [
        'https://client.crisp.chat',
        'https://storage.crisp.chat',
        'wss://client.relay.crisp.chat',
        'wss://stream.relay.crisp.chat',
      ],
      'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
      'frame-src': ['https://game.crisp.chat'],
      'media-src': ['https://client.crisp.chat'],
      'worker-src': ['blob:', 'https://client.crisp.chat'],
    };
  }
  return {
    'script-src': ['https://embed.tawk.to', 'https://cdn.jsdelivr.net'],
    'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
    'img-src': ['https://*.tawk.to', 'https://cdn.jsdelivr.net', 'https://tawk.link'],
    'frame-src': ['https://*.tawk.to'],
    'media-src': ['https://*.tawk.to'],
  };
}

/** Every origin the configured third parties need, by directive, and nothing else (none when nothing is configured). */
export function thirdPartySources(config: Pick<AppConfig, 'captcha' | 'thirdParty'>): CspSources {
  const merged: Record<string, Set<string>> = {};
  const parts = [
    config.captcha && captchaSources(config.captcha),
    config.thirdParty.analytics && analyticsSources(config.thirdParty.analytics),
    config.thirdParty.chat && chatSources(config.thirdParty.chat),
  ];
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part ?? {})) {
      merged[directive] ??= new Set();
      for (const source of sources) merged[directive].add(source);
    }
  }
  return Object.fromEntries(Object.entries(merged).map(([directive, sources]) => [directive, [...sources]]));
}

/**
 * The Content-Security-Policy directives for helmet: its defaults, our images (data: and blob: previews), the web
 * app's own inline scripts by their hashes, and exactly the configured third parties' origins.
 */
export function contentSecurityDirectives(config: Pick<AppConfig, 'captcha' | 'thirdParty' | 'webInlineScripts'>) {
  const extra = thirdPartySources(config);
  const self = "'self'";
  return {
    'script-src': [self, ...config.webInlineScripts, ...(extra['script-src'] ?? [])],
    'connect-src': [self, ...(extra['connect-src'] ?? [])],
    'frame-src': [self, ...(extra['frame-src'] ?? [])],
    'img-src': [self, 'data:', 'blob:', ...(extra['img-src'] ?? [])],
    'media-src': [self, ...(extra['media-src'] ?? [])],
    'worker-src': [self, ...(extra['worker-src'] ?? [])],
  };
}
