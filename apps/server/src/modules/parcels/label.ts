import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { warehouseRows } from '../reference/index.js';
import { worksIn } from '../staff-accounts/index.js';
import { code128Widths } from './code128.js';
import { findParcelById } from './queries/parcels.js';

/** 100 × 150 mm, the thermal label every bench printer takes (points: 1 mm = 72 / 25.4). */
const MM = 72 / 25.4;
const WIDTH = 100 * MM;
const HEIGHT = 150 * MM;
const MARGIN = 6 * MM;
/** Code 128 wants ten modules of quiet zone each side; a module no narrower than 0.25 mm scans reliably. */
const QUIET_MODULES = 10;
const MIN_MODULE = 0.25 * MM;
const BAR_HEIGHT = 28 * MM;

function kilograms(grams: number | null): string {
  return grams === null ? '—' : `${(grams / 1000).toFixed(3)} kg`;
}

function centimetres(mm: number | null): string {
  return mm === null ? '?' : `${Math.round(mm) / 10}`;
}

/**
 * GET /ops/parcels/:id/label.pdf: the shelf label of a parcel in a warehouse — the tracking number as a Code 128
 * barcode with the number printed under it, the customer's support number (or UNCLAIMED), the warehouse, weight and
 * size as measured at check-in. Only staff who work in the parcel's warehouse get it; anyone else gets the 404 of
 * an unknown id. Built fresh each time: it prints what is stored now.
 */
export async function parcelLabel(ctx: AppContext, actor: StaffActor, id: number): Promise<Uint8Array> {
  const parcel = await findParcelById(ctx.db, id);
  if (!parcel || !worksIn(actor, parcel.storeId)) throw new AppError('not_found', 'error.notFound');
  const warehouse = (await warehouseRows(ctx.db)).find((row) => row.storeId === parcel.storeId);

  // pdf-lib is loaded on the first label, not at every start of the server (a third of a second of CPU).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Parcel ${parcel.trackingNumber}`);
  pdf.setSubject(`Parcel label ${parcel.trackingNumber}`);
  pdf.setProducer('Parcelway');
  pdf.setCreationDate(ctx.clock());
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const black = rgb(0, 0, 0);
  let y = HEIGHT - MARGIN;
  const line = (text: string, size: number, font = regular) => {
    y -= size;
    page.drawText(text, { x: MARGIN, y, size, font, color: black });
    y -= size * 0.45;
  };

  line('PARCELWAY', 12, bold);
  line(warehouse ? `${warehouse.regionCode} · ${warehouse.nameEn}` : `Warehouse ${parcel.storeId}`, 10);
  y -= 2 * MM;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: WIDTH - MARGIN, y }, thickness: 1, color: black });
  y -= 4 * MM;
  line('CUSTOMER', 8);
  line(parcel.customerId === null ? 'UNCLAIMED' : String(parcel.customerId), 30, bold);
  y -= 4 * MM;

  // The barcode: as wide as the label allows, never narrower than a scanner reads.
  const widths = code128Widths(parcel.trackingNumber);
  const modules = widths.reduce((sum, width) => sum + width, 0) + 2 * QUIET_MODULES;
  const module = Math.max(MIN_MODULE, (WIDTH - 2 * MARGIN) / modules);
  let x = Math.max(0, (WIDTH - module * modules) / 2) + QUIET_MODULES * module;
  const barTop = y;
  widths.forEach((width, index) => {
    if (index % 2 === 0) {
      page.drawRectangle({ x, y: barTop - BAR_HEIGHT, width: width * module, height: BAR_HEIGHT, color: black });
    }
    x += width * module;
  });
  y = barTop - BAR_HEIGHT;
  const numberSize = 14;
  const numberWidth = bold.widthOfTextAtSize(parcel.trackingNumber, numberSize);
  y -= numberSize + 2;
  page.drawText(parcel.trackingNumber, {
    x: Math.max(MARGIN, (WIDTH - numberWidth) / 2),
    y,
    size: numberSize,
    font: bold,
    color: black,
  });
  y -= 6 * MM;

  line(`Weight  ${kilograms(parcel.weightGrams)}`, 14, bold);
  line(
    `Size  ${centimetres(parcel.lengthMm)} × ${centimetres(parcel.widthMm)} × ${centimetres(parcel.heightMm)} cm`,
    11,
  );
  line(`Parcel #${parcel.id}`, 11);
  const received = parcel.receivedAt ?? parcel.inStockAt;
  if (received) line(`Received  ${received.toISOString().slice(0, 16).replace('T', ' ')} UTC`, 9);

  return pdf.save();
}
