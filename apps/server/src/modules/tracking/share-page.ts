import { type Language, type PublicTrack, translate } from '@parcelway/domain';
import { escapeHtml, HTML_LANG } from '../../http/html.js';

/**
 * The page a shared link opens first: its OpenGraph and Twitter tags give chat apps a preview (title, description,
 * the share image at its absolute `previewImageUrl`), which they cannot get from the app itself (its routes live
 * after `#`, which no crawler sends). A browser goes straight on to the app's share screen, showing the card (from
 * this server, `imageUrl`) until it does.
 */
export function sharePageHtml(options: {
  track: PublicTrack;
  language: Language;
  pageUrl: string;
  previewImageUrl: string;
  imageUrl: string;
  appUrl: string;
}): string {
  const { track, language } = options;
  const title = translate(language, 'tracking.cardTitle', { shipment: track.shipment_id });
  const status = track.current?.status_name ?? track.status_name;
  const description = `${status} · ${track.from_warehouse} → ${track.receiver.city}, ${track.to_country}`;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${title} · ${status}`)}</title>`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Parcelway'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', options.pageUrl),
    meta('property', 'og:image', options.previewImageUrl),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', options.previewImageUrl),
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(options.appUrl)}">`,
    `</head><body><p><a href="${escapeHtml(options.appUrl)}">${escapeHtml(title)}: ${escapeHtml(status)}</a></p>`,
    `<p><img src="${escapeHtml(options.imageUrl)}" width="600" height="315" alt="${escapeHtml(`${title}: ${status}`)}"></p></body></html>`,
  ].join('\n');
}

/** The same first page for a link that leads nowhere: says so, and indexes nothing. */
export function missingSharePageHtml(language: Language): string {
  const message = translate(language, 'tracking.shareNotFound');
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>Parcelway</title>`,
    `</head><body><p>${escapeHtml(message)}</p><p><a href="/">Parcelway</a></p></body></html>`,
  ].join('\n');
}
