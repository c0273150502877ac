import { type Language, translate } from '@parcelway/domain';
import { escapeHtml, HTML_LANG } from '../../http/html.js';

/** One piece of a mail's content. A template is a list of them; the layout turns it into HTML and plain text alike. */
export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'facts'; rows: { label: string; value: string }[] }
  | { type: 'button'; label: string; href: string };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const BRAND = '#0f766e';
const FONT = "font-family:-apple-system,'Segoe UI','PingFang SC','Microsoft JhengHei',Helvetica,Arial,sans-serif";

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;font-size:20px;color:#111827">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#374151">${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;font-size:14px">${block.rows
        .map(
          (row) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(row.label)}</td><td style="padding:4px 0;color:#111827;font-weight:600">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:${BRAND};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
      return block.text;
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'button':
      return `${block.label}: ${block.href}`;
  }
}

export interface MailSource {
  language: Language;
  subject: string;
  blocks: Block[];
  /** The unsubscribe link (or its placeholder) for a notification; account mails have none. */
  unsubscribeUrl?: string;
  /** The settings the notification follows, said beside the link: shipment updates (default) or offers and rewards. */
  topic?: 'shipment' | 'promotion';
}

/** The one brand layout every mail shares: the blocks in HTML (escaped) and in plain text, from the same source. */
export function renderMail(source: MailSource): RenderedMail {
  const { language, subject, blocks, unsubscribeUrl } = source;
  const footer = translate(language, 'notify.footer');
  const whyKey = source.topic === 'promotion' ? 'notify.whyReceived.promotion' : 'notify.whyReceived';
  const why = unsubscribeUrl ? translate(language, whyKey) : '';
  const stop = translate(language, 'notify.unsubscribe');
  const lang = HTML_LANG[language];
  const footerHtml = [
    `<p style="margin:0 0 8px">${escapeHtml(footer)}</p>`,
    unsubscribeUrl
      ? `<p style="margin:0">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(stop)}</a></p>`
      : '',
  ].join('');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;background:#f3f4f6;${FONT}"><table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#ffffff;border-radius:8px"><tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700;border-radius:8px 8px 0 0">Parcelway</td></tr><tr><td style="padding:24px">${blocks.map(blockHtml).join('')}</td></tr><tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${footerHtml}</td></tr></table></td></tr></table></body></html>`;
  const textFooter = unsubscribeUrl ? `${footer}\n${why}\n${stop}: ${unsubscribeUrl}` : footer;
  const text = `${blocks.map(blockText).join('\n\n')}\n\n--\n${textFooter}\n`;
  return { subject, html, text };
}
