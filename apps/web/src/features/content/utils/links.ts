import { PATHS } from '../../../lib/routes-paths';

export type LinkKind = 'none' | 'route' | 'url';

/**
 * Where a banner, ticker line or body link leads inside the app: a screen of the app as it is, a web page through
 * the bannerWV web view (with its back button), nothing for anything else.
 */
export function destinationOf(kind: LinkKind, target: string): string | null {
  if (kind === 'route' && target.startsWith('/pages/')) return target;
  if (kind === 'url' && /^https?:\/\//i.test(target)) return `${PATHS.bannerWebView}?url=${encodeURIComponent(target)}`;
  return null;
}

/** The web page bannerWV may show: an http(s) address, else null (a crafted link opens nothing). */
export function webViewUrl(search: string): string | null {
  const url = new URLSearchParams(search).get('url') ?? '';
  return /^https?:\/\/[^\s<>"']+$/i.test(url) ? url : null;
}

/** A positive integer from a query parameter, else undefined. */
export function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
