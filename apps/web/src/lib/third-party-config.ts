import type { ThirdPartyConfig } from '@parcelway/domain';

const NONE: ThirdPartyConfig = { captcha: null, analytics: null, chat: null, consent: 'everywhere' };

let pending: Promise<ThirdPartyConfig> | null = null;

/**
 * GET /api/thirdPartyConfig, once per page load: the captcha widget, analytics and chat the server is configured for.
 * A plain fetch (no session, no toasts), so the API client can ask it for a captcha without importing itself. When it
 * cannot be read nothing third-party loads; the server still asks for a captcha where one is needed.
 */
export function getThirdPartyConfig(): Promise<ThirdPartyConfig> {
  pending ??= fetch(new URL('/api/thirdPartyConfig', window.location.origin), { headers: { source: 'h5' } })
    .then(async (response) => (response.ok ? ((await response.json()) as { data: ThirdPartyConfig }).data : NONE))
    .catch(() => {
      pending = null;
      return NONE;
    });
  return pending;
}

/** Adds a script from a third party once (a second call answers the first one's promise). */
const loaded = new Map<string, Promise<void>>();
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loaded.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      });
      document.head.append(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}
