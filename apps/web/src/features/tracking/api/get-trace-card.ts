import { currentLanguage } from '../../../lib/i18n';

/** GET /api/traceCard/{key}: the share image (PNG) an <img> loads directly, in the reader's language. */
export function traceCardUrl(key: string): string {
  return `/api/traceCard/${encodeURIComponent(key)}?lang=${currentLanguage()}`;
}
