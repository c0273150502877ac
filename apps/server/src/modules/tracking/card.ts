import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Language, PublicTrack } from '@parcelway/domain';
import { translate } from '@parcelway/domain';
import { Resvg } from '@resvg/resvg-js';

/** The size chat apps show a link preview at (OpenGraph's 1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Fonts with Chinese glyphs (Debian's fonts-noto-cjk), then a Latin one; whichever of them the machine has. */
const FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

const FAMILY: Record<Language, string> = {
  en: "'Noto Sans CJK SC', 'DejaVu Sans', sans-serif",
  cn: "'Noto Sans CJK SC', 'DejaVu Sans', sans-serif",
  tw: "'Noto Sans CJK TC', 'Noto Sans CJK SC', 'DejaVu Sans', sans-serif",
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Text cut to a number of characters, so a long place never runs off the card. */
function clip(text: string, length: number): string {
  const characters = [...text];
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : text;
}

function textAt(x: number, y: number, size: number, text: string, options: { weight?: number; fill?: string } = {}) {
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${options.weight ?? 400}" fill="${options.fill ?? '#1f2937'}">${escapeXml(text)}</text>`;
}

/** The share image's drawing: the status, the route and the latest events of the masked journey. */
export function cardSvg(track: PublicTrack, language: Language): string {
  const statusColour = track.current?.problem ? '#d97706' : track.current?.final ? '#16a34a' : '#2563eb';
  const window = track.estimated_delivery;
  const events = track.events.slice(0, 3);
  const lines = [
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#f8fafc"/>`,
    `<rect width="${CARD_WIDTH}" height="12" fill="${statusColour}"/>`,
    textAt(64, 96, 34, 'Parcelway', { weight: 700, fill: '#0f172a' }),
    textAt(64, 150, 28, translate(language, 'tracking.cardTitle', { shipment: track.shipment_id }), {
      fill: '#475569',
    }),
    textAt(64, 240, 64, clip(track.current?.status_name ?? track.status_name, 24), {
      weight: 700,
      fill: statusColour,
    }),
    textAt(64, 310, 34, clip(`${track.from_warehouse} → ${track.receiver.city}, ${track.to_country}`, 48)),
    window
      ? textAt(64, 362, 28, translate(language, 'tracking.cardExpected', { from: window.from, to: window.to }), {
          fill: '#475569',
        })
      : '',
    ...events.map((event, index) => {
      const y = 450 + index * 56;
      const when = event.time.slice(0, 16).replace('T', ' ');
      const where = event.place ? ` · ${event.place}` : '';
      return [
        `<circle cx="76" cy="${y - 10}" r="8" fill="${index === 0 ? statusColour : '#cbd5e1'}"/>`,
        textAt(100, y, 26, clip(`${when}  ${event.status_name}${where}`, 64), {
          fill: index === 0 ? '#0f172a' : '#64748b',
        }),
      ].join('');
    }),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FAMILY[language]}">${lines.join('')}</svg>`;
}

/** Rendered cards by drawing: loading the CJK fonts costs most of a render, and chat apps fetch a card repeatedly. */
const rendered = new Map<string, Buffer>();
const CACHED_CARDS = 200;

/**
 * The share image as PNG. With none of the known fonts on the machine the system's fonts are searched instead, so
 * the card still renders (Chinese may then show as boxes). The same drawing is rendered once.
 */
export function renderCardPng(track: PublicTrack, language: Language): Buffer {
  const svg = cardSvg(track, language);
  const key = createHash('sha256').update(svg).digest('hex');
  const cached = rendered.get(key);
  if (cached) return cached;
  const fontFiles = FONT_FILES.filter((file) => existsSync(file));
  const renderer = new Resvg(svg, {
    font: {
      fontFiles,
      loadSystemFonts: fontFiles.length === 0,
      defaultFontFamily: fontFiles.some((file) => file.includes('CJK')) ? 'Noto Sans CJK SC' : 'DejaVu Sans',
    },
  });
  const png = renderer.render().asPng();
  if (rendered.size >= CACHED_CARDS) rendered.delete(rendered.keys().next().value ?? '');
  rendered.set(key, png);
  return png;
}
