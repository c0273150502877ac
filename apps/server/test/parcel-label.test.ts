import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code128Modules, code128Values, code128Widths } from '../src/modules/parcels/code128.js';
import {
  body,
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  staffMember,
  type TestApp,
} from './support/app.js';
import { waybillFixtures } from './support/waybills.js';

describe('Code 128', () => {
  it('encodes set B text with the standard checksum (the PJJ123C worked example)', () => {
    // Start B, P J J 1 2 3 C, checksum (104 + 1·48 + 2·42 + 3·42 + 4·17 + 5·18 + 6·19 + 7·35) mod 103 = 55, stop.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('packs runs of digits in set C, two a symbol, switching sets where the digits start and end', () => {
    expect(code128Values('1234')).toEqual([105, 12, 34, 82, 106]);
    expect(code128Values('12')).toEqual([105, 12, (105 + 12) % 103, 106]);
    // An odd run: the first digit in B, the rest in C.
    expect(code128Values('12345')).toEqual([104, 17, 99, 23, 45, (104 + 17 + 2 * 99 + 3 * 23 + 4 * 45) % 103, 106]);
    // Letters, then a long number, then letters again.
    expect(code128Values('AB123456CN')).toEqual([
      104,
      33,
      34,
      99,
      12,
      34,
      56,
      100,
      35,
      46,
      (104 + 33 + 2 * 34 + 3 * 99 + 4 * 12 + 5 * 34 + 6 * 56 + 7 * 100 + 8 * 35 + 9 * 46) % 103,
      106,
    ]);
    // Three digits are cheaper in B.
    expect(code128Values('A123')).toEqual([104, 33, 17, 18, 19, (104 + 33 + 2 * 17 + 3 * 18 + 4 * 19) % 103, 106]);
  });

  it('draws the standard modules: start B 11010010000, start C 11010011100, stop 1100011101011', () => {
    const modules = code128Modules('PJJ123C');
    expect(modules.startsWith('11010010000')).toBe(true);
    expect(modules.endsWith('1100011101011')).toBe(true);
    // Eleven modules a symbol (start, 7 data, checksum), thirteen for the stop.
    expect(modules).toHaveLength(11 * 9 + 13);
    expect(code128Modules('1234').startsWith('11010011100')).toBe(true);
    // 'P' (48) is 3 1 3 1 2 1.
    expect(modules.slice(11, 22)).toBe('11101110110');
    expect(code128Widths('1234').every((width) => width >= 1 && width <= 4)).toBe(true);
  });

  it('refuses what set B cannot carry', () => {
    expect(() => code128Values('')).toThrow(RangeError);
    expect(() => code128Values('包裹')).toThrow(RangeError);
  });
});

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  admin = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

/** Every text a page shows: pdf-lib writes standard-font text as hex strings in (deflated) content streams. */
async function pageTexts(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const [page] = pdf.getPages();
  if (!page) return '';
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  let texts = '';
  for (const ref of refs) {
    const stream = pdf.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const raw = Buffer.from(stream.contents);
    const filter = stream.dict.get(PDFName.of('Filter'));
    const source = filter === PDFName.of('FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
    for (const match of source.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts += `${Buffer.from(match[1] ?? '', 'hex').toString('latin1')}\n`;
  }
  return texts;
}

describe('the parcel label (GET /ops/parcels/:id/label.pdf)', () => {
  const fixtures = waybillFixtures(() => ({ t, staff: admin }));

  it('is a PDF with the tracking number, customer, warehouse and weight, for the warehouse it is in', async () => {
    const sydney = await staffMember(t.app, 'warehouse', [1]);
    const shanghai = await staffMember(t.app, 'warehouse', [2]);
    const mei = await registerCustomer(t.app, {}, 'en');
    const [parcel = 0] = await fixtures.inStock(mei, 1);
    const detail = body<{ tracking_number: string }>(
      await t.app.inject({ url: `/api/parcelDetail/${parcel}`, headers: mei.headers }),
    ).data;

    const label = await t.app.inject({ url: `/ops/parcels/${parcel}/label.pdf`, headers: sydney.headers });
    expect(label.statusCode, label.body).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(label.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Parcel ${detail.tracking_number}`);
    const texts = await pageTexts(label.rawPayload);
    expect(texts).toContain(detail.tracking_number);
    expect(texts).toContain(String(mei.id));
    expect(texts).toMatch(/Weight {2}\d+\.\d{3} kg/);
    expect(texts).toContain('AU · Australia warehouse');

    // Another warehouse's operator learns nothing: the 404 of an unknown id.
    const elsewhere = await t.app.inject({ url: `/ops/parcels/${parcel}/label.pdf`, headers: shanghai.headers });
    expect(elsewhere.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/ops/parcels/99999999/label.pdf', headers: admin })).statusCode).toBe(404);
    // Not for a customer, nor for finance.
    expect((await t.app.inject({ url: `/ops/parcels/${parcel}/label.pdf`, headers: mei.headers })).statusCode).toBe(
      403,
    );
    const finance = await staffMember(t.app, 'finance');
    expect((await t.app.inject({ url: `/ops/parcels/${parcel}/label.pdf`, headers: finance.headers })).statusCode).toBe(
      403,
    );
  });
});
