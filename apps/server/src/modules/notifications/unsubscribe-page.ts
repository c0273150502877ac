import { type Language, translate } from '@parcelway/domain';
import { escapeHtml, HTML_LANG } from '../../http/html.js';

/** The small page an unsubscribe link opens: a question with one button (GET), or what was done (POST), or why not. */
export function unsubscribePageHtml(language: Language, content: { message: string; confirmAction?: string }): string {
  const title = translate(language, 'unsubscribe.title');
  const form = content.confirmAction
    ? `<form method="post" action="${escapeHtml(content.confirmAction)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="background:#0f766e;color:#fff;border:0;padding:12px 20px;border-radius:6px;font-size:15px;cursor:pointer">${escapeHtml(translate(language, 'unsubscribe.confirm'))}</button></form>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} · Parcelway</title></head>`,
    "<body style=\"margin:0;background:#f3f4f6;font-family:-apple-system,'Segoe UI','PingFang SC',Helvetica,Arial,sans-serif\">",
    '<main style="max-width:480px;margin:48px auto;background:#fff;border-radius:8px;padding:24px">',
    '<p style="margin:0 0 16px;font-weight:700;color:#0f766e">Parcelway</p>',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>`,
    `<p style="line-height:1.6;color:#374151">${escapeHtml(content.message)}</p>`,
    form,
    '</main></body></html>',
  ].join('');
}
