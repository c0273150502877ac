import { calendarDate, formatMajor, type Language, type Money, translate } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { type PresentedFile, storeGeneratedFile } from '../files/index.js';

/**
 * Invoices as PDF, written here without a dependency: PDF 1.4 with Helvetica for Latin text and Adobe's
 * predefined CJK fonts (STSong-Light with UniGB-UCS2-H for Simplified Chinese, MSung-Light with
 * UniCNS-UCS2-H for Traditional), which PDF readers supply themselves (Acrobat, pdf.js, Chrome, poppler
 * with poppler-data), so nothing has to be embedded or fetched and an invoice stays a few kilobytes.
 */

export interface InvoiceLine {
  description: string;
  /** Charges positive, discounts negative; in the invoice's currency. */
  amount: Money;
}

export interface InvoiceDocument {
  /** The invoice number printed on it (e.g. the shipment number). */
  number: string;
  language: Language;
  issuedAt: Date;
  paidAt: Date | null;
  /** Who issues it: our company's name, then its ABN, address and email as configured. */
  issuer: { name: string; lines: string[] };
  customer: { name: string; supportNumber: string; email?: string; addressLines?: string[] };
  lines: InvoiceLine[];
  total: Money;
  /** How it was paid, e.g. [{ method: 'Balance', amount }]. */
  payments?: { method: string; amount: Money }[];
  notes?: string[];
}

/** Our company as an invoice prints it, from configuration: the ABN and address only when they are set. */
export function invoiceIssuer(ctx: AppContext): InvoiceDocument['issuer'] {
  const { company, support } = ctx.config;
  return {
    name: company.name,
    lines: [
      ...(company.abn ? [`ABN ${company.abn}`] : []),
      ...(company.address ? [company.address] : []),
      ...(support.email ? [support.email] : []),
    ],
  };
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 50;

/** Helvetica advance widths (per 1000) for what invoices print right-aligned; others count as 600. */
const HELVETICA_WIDTHS: Record<string, number> = {
  ' ': 278,
  '-': 333,
  '.': 278,
  ',': 278,
  ':': 278,
  '#': 556,
  ...Object.fromEntries([...'0123456789'].map((digit) => [digit, 556])),
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
};

type Run = { font: 'latin' | 'cjk'; text: string };

/** Text split into runs of printable ASCII (Helvetica) and everything else (the CJK font). */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code > 0xffff) continue; // UCS-2 CMaps cannot name it
    const font = code >= 0x20 && code <= 0x7e ? 'latin' : 'cjk';
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

function widthOf(text: string, size: number): number {
  let units = 0;
  for (const run of runsOf(text)) {
    for (const character of run.text) units += run.font === 'cjk' ? 1000 : (HELVETICA_WIDTHS[character] ?? 600);
  }
  return (units * size) / 1000;
}

/** A sentence cut into lines no wider than `width`: at a space where the line has one, else at a character (CJK). */
export function wrapped(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const character of text) {
    const next = current + character;
    if (widthOf(next, size) <= width || current === '') {
      current = next;
      continue;
    }
    const space = current.lastIndexOf(' ');
    if (character !== ' ' && space > 0) {
      lines.push(current.slice(0, space));
      current = current.slice(space + 1) + character;
    } else {
      lines.push(current.trimEnd());
      current = character === ' ' ? '' : character;
    }
  }
  if (current.trim()) lines.push(current.trimEnd());
  return lines;
}

function latinString(text: string): string {
  return `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

function cjkString(text: string): string {
  let hex = '';
  for (const character of text) hex += (character.codePointAt(0) ?? 0x3f).toString(16).padStart(4, '0');
  return `<${hex}>`;
}

class PageText {
  private readonly operations: string[] = [];

  text(x: number, y: number, text: string, size = 10, bold = false): void {
    let cursor = x;
    for (const run of runsOf(text)) {
      const font = run.font === 'cjk' ? 'F3' : bold ? 'F2' : 'F1';
      const encoded = run.font === 'cjk' ? cjkString(run.text) : latinString(run.text);
      this.operations.push(`BT /${font} ${size} Tf ${cursor.toFixed(2)} ${y.toFixed(2)} Td ${encoded} Tj ET`);
      cursor += widthOf(run.text, size);
    }
  }

  right(xRight: number, y: number, text: string, size = 10, bold = false): void {
    this.text(xRight - widthOf(text, size), y, text, size, bold);
  }

  line(x1: number, y1: number, x2: number, y2: number): void {
    this.operations.push(`0.6 w ${x1} ${y1} m ${x2} ${y2} l S`);
  }

  content(): string {
    return this.operations.join('\n');
  }
}

const moneyText = (value: Money) => `${value.currency} ${formatMajor(value)}`;

/** The invoice laid out on A4 pages (a new page when the lines run out of room). */
function layout(invoice: InvoiceDocument): string[] {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(invoice.language, key, params);
  const pages: PageText[] = [new PageText()];
  let page = pages[0] as PageText;
  let y = PAGE_HEIGHT - MARGIN;
  const right = PAGE_WIDTH - MARGIN;
  const need = (height: number) => {
    if (y - height >= MARGIN + 20) return;
    page = new PageText();
    pages.push(page);
    y = PAGE_HEIGHT - MARGIN;
  };

  page.text(MARGIN, y - 16, invoice.issuer.name, 16, true);
  page.right(right, y - 16, t('invoice.title'), 16, true);
  y -= 34;
  for (const line of invoice.issuer.lines) {
    page.text(MARGIN, y, line, 9);
    y -= 12;
  }
  y -= 10;
  page.text(MARGIN, y, `${t('invoice.number')}: ${invoice.number}`, 10, true);
  page.right(right, y, `${t('invoice.date')}: ${calendarDate(invoice.issuedAt)}`, 10);
  y -= 14;
  if (invoice.paidAt) {
    page.right(right, y, `${t('invoice.paidOn')}: ${calendarDate(invoice.paidAt)}`, 10);
    y -= 14;
  }
  y -= 6;
  page.text(MARGIN, y, t('invoice.billedTo'), 10, true);
  y -= 14;
  const customerLines = [
    invoice.customer.name,
    `${t('invoice.supportNumber')}: ${invoice.customer.supportNumber}`,
    ...(invoice.customer.email ? [invoice.customer.email] : []),
    ...(invoice.customer.addressLines ?? []),
  ];
  for (const line of customerLines) {
    page.text(MARGIN, y, line, 10);
    y -= 13;
  }
  y -= 12;
  page.text(MARGIN, y, t('invoice.item'), 10, true);
  page.right(right, y, t('invoice.amount'), 10, true);
  y -= 6;
  page.line(MARGIN, y, right, y);
  y -= 16;
  for (const item of invoice.lines) {
    need(16);
    page.text(MARGIN, y, item.description, 10);
    page.right(right, y, moneyText(item.amount), 10);
    y -= 16;
  }
  need(40);
  page.line(MARGIN, y + 6, right, y + 6);
  y -= 10;
  page.text(MARGIN, y, t('invoice.total'), 12, true);
  page.right(right, y, moneyText(invoice.total), 12, true);
  y -= 24;
  for (const payment of invoice.payments ?? []) {
    need(14);
    page.text(MARGIN, y, t('invoice.paidWith', { method: payment.method }), 10);
    page.right(right, y, moneyText(payment.amount), 10);
    y -= 14;
  }
  y -= 8;
  for (const note of invoice.notes ?? []) {
    for (const line of wrapped(note, 9, right - MARGIN)) {
      need(14);
      page.text(MARGIN, y, line, 9);
      y -= 13;
    }
  }
  return pages.map((each) => each.content());
}

/** A real, self-contained PDF (header, objects, cross-reference table, trailer) of the invoice. */
export function renderInvoicePdf(invoice: InvoiceDocument): Buffer {
  const contents = layout(invoice);
  const cjk =
    invoice.language === 'tw'
      ? { font: 'MSung-Light', cmap: 'UniCNS-UCS2-H', registry: 'Adobe', ordering: 'CNS1', supplement: 0 }
      : { font: 'STSong-Light', cmap: 'UniGB-UCS2-H', registry: 'Adobe', ordering: 'GB1', supplement: 2 };
  // 1 catalog, 2 pages, 3–4 Helvetica, 5 CJK Type0, 6 its CIDFont, 7 its descriptor, 8 info, then page + content pairs.
  const firstPage = 9;
  const pageIds = contents.map((_, index) => firstPage + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Type /Font /Subtype /Type0 /BaseFont /${cjk.font} /Encoding /${cjk.cmap} /DescendantFonts [6 0 R] >>`,
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${cjk.font} /CIDSystemInfo << /Registry (${cjk.registry}) /Ordering (${cjk.ordering}) /Supplement ${cjk.supplement} >> /FontDescriptor 7 0 R /DW 1000 >>`,
    `<< /Type /FontDescriptor /FontName /${cjk.font} /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>`,
    `<< /Title ${latinString(`Invoice ${invoice.number}`.replace(/[^\x20-\x7e]/g, '?'))} /Producer (Parcelway) >>`,
  ];
  for (const [index, content] of contents.entries()) {
    const contentId = firstPage + index * 2 + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  }
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 8 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Renders the invoice and stores it like other files (the storage driver, a `stored_files` row owned by the
 * customer), answering a signed link: what getInvoice/{id} hands out (SPEC §7: data is a URL).
 */
export async function storeInvoicePdf(
  ctx: AppContext,
  customerId: number,
  invoice: InvoiceDocument,
): Promise<PresentedFile> {
  return storeGeneratedFile(ctx, { customerId }, 'invoice', {
    bytes: renderInvoicePdf(invoice),
    mime: 'application/pdf',
    extension: 'pdf',
    name: `invoice-${invoice.number.replace(/[^\w-]/g, '')}.pdf`,
  });
}
