import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { MAX_BANK_PROOF_BYTES, MAX_UPLOAD_BYTES, UPLOAD_SLICE_BYTES } from '@parcelway/domain';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../src/config.js';
import { readAll, S3Storage } from '../src/modules/files/storage.js';
import {
  body,
  createTestApp,
  fileOfSize,
  multipartFile,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  streamedMultipartFile,
  type TestApp,
  type TestCustomer,
  uploadFile,
} from './support/app.js';

const HOUR = 60 * 60 * 1000;

/** The same behaviour on both drivers: files on disk, and an S3-compatible bucket (s3rver, a local S3 server). */
describe.each(['disk', 's3'] as const)('uploads on %s storage', (driver) => {
  let t: TestApp;
  let customer: TestCustomer;
  let s3: { server: S3rver; directory: string } | undefined;

  beforeAll(async () => {
    let storage: StorageConfig | undefined;
    if (driver === 's3') {
      const directory = mkdtempSync(join(tmpdir(), 'parcelway-s3-'));
      const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
      const { port } = await server.run();
      s3 = { server, directory };
      storage = {
        driver: 's3',
        bucket: 'parcelway-test',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
        prefix: 'uploads',
      };
      await (await S3Storage.connect(storage)).client.send(new CreateBucketCommand({ Bucket: storage.bucket }));
    }
    t = await createTestApp({ config: { staff: STAFF_CREDENTIALS, ...(storage && { storage }) } });
    customer = await registerCustomer(t.app, {}, 'en');
  });

  afterAll(async () => {
    await t.app.close();
    if (s3) {
      await s3.server.close();
      rmSync(s3.directory, { recursive: true, force: true });
    }
  });

  async function post(bytes: Buffer, options: { purpose?: string; lang?: string; headers?: object } = {}) {
    const form = multipartFile(bytes, 'upload.bin');
    return t.app.inject({
      method: 'POST',
      url: `/api/upload${options.purpose ? `?purpose=${options.purpose}` : ''}`,
      headers: { ...customer.headers, lang: options.lang ?? 'en', ...options.headers, ...form.headers },
      payload: form.payload,
    });
  }

  it('stores a picture and gives its owner a signed link that serves the same bytes', async () => {
    const uploaded = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png, { filename: 'parcel.png' });
    expect(uploaded).toMatchObject({ mime: 'image/png', size: SAMPLE_FILES.png.length, name: 'parcel.png' });
    expect(uploaded.url).toMatch(new RegExp(`^/files/${uploaded.id}\\?expires=\\d+&signature=[\\w-]+$`));

    const read = await t.app.inject({ url: uploaded.url });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-disposition']).toBe("inline; filename*=UTF-8''parcel.png");
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['content-security-policy']).toContain('sandbox');
  });

  it('judges the type from the bytes, not the name or the claimed type', async () => {
    const pdf = await uploadFile(t.app, customer.headers, SAMPLE_FILES.pdf, { filename: 'receipt.png' });
    expect(pdf.mime).toBe('application/pdf');
    const html = await post(SAMPLE_FILES.html);
    expect(html.statusCode).toBe(400);
    expect(body(html).msg).toBe('Please select a picture (JPG, PNG, GIF, WebP or HEIC) or a PDF file.');
    expect(body(html).errors).toEqual({ file: body(html).msg });
  });

  it('takes a 5 MB picture and refuses one byte more with SPEC §8 sentence, by kind and language', async () => {
    expect((await post(fileOfSize(SAMPLE_FILES.jpeg, MAX_UPLOAD_BYTES))).statusCode).toBe(200);

    const picture = await post(fileOfSize(SAMPLE_FILES.jpeg, MAX_UPLOAD_BYTES + 1));
    expect(picture.statusCode).toBe(413);
    expect(body(picture).msg).toBe('Please select a picture not larger than 5M');
    const pdf = await post(fileOfSize(SAMPLE_FILES.pdf, MAX_UPLOAD_BYTES + 1));
    expect(body(pdf).msg).toBe('Please select a PDF file no larger than 5M');
    const chinese = await registerCustomer(t.app, {}, 'cn');
    const inChinese = await post(fileOfSize(SAMPLE_FILES.pdf, MAX_UPLOAD_BYTES + 1), { headers: chinese.headers });
    expect(body(inChinese).msg).toBe('请选择不超过 5M 的 PDF 文件');
  });

  it('refuses a declared size above the purpose’s from the first bytes, with SPEC §8 sentence, reading no more', async () => {
    const picture = streamedMultipartFile(SAMPLE_FILES.jpeg, 40 * 1024 * 1024);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/upload?purpose=claim_evidence',
      headers: { ...customer.headers, ...picture.headers, lang: 'en' },
      payload: picture.payload,
    });
    expect(refused.statusCode).toBe(413);
    expect(body(refused).msg).toBe('Please select a picture not larger than 5M');
    expect(picture.pulled()).toBeLessThan(1024 * 1024);
  });

  it('applies the purpose: a bank proof is a png, jpg or pdf under 1 MB', async () => {
    expect((await post(fileOfSize(SAMPLE_FILES.png, MAX_BANK_PROOF_BYTES), { purpose: 'bank_proof' })).statusCode).toBe(
      200,
    );
    const large = await post(fileOfSize(SAMPLE_FILES.png, MAX_BANK_PROOF_BYTES + 1), { purpose: 'bank_proof' });
    expect([large.statusCode, body(large).msg]).toEqual([413, 'Please select a file smaller than 1M.']);
    expect((await post(SAMPLE_FILES.png, { purpose: 'no_such_purpose' })).statusCode).toBe(400);
  });

  it('takes a claim’s photos (5 MB each) and its video; a video is refused where pictures are asked for', async () => {
    const video = await post(SAMPLE_FILES.mp4, { purpose: 'claim_evidence' });
    expect([video.statusCode, body<{ mime: string }>(video).data.mime]).toEqual([200, 'video/mp4']);
    expect((await post(SAMPLE_FILES.jpeg, { purpose: 'claim_evidence' })).statusCode).toBe(200);
    const large = await post(fileOfSize(SAMPLE_FILES.jpeg, MAX_UPLOAD_BYTES + 1), { purpose: 'claim_evidence' });
    expect([large.statusCode, body(large).msg]).toEqual([413, 'Please select a picture not larger than 5M']);
    const pdf = await post(SAMPLE_FILES.pdf, { purpose: 'claim_evidence' });
    expect(body(pdf).msg).toBe('Please select a picture (JPG, PNG, GIF, WebP or HEIC) or a video (MP4, MOV or WebM).');
    expect((await post(SAMPLE_FILES.mp4)).statusCode).toBe(400);
  });

  it('refuses a request without a file, and anyone not logged in', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...customer.headers, lang: 'en', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([empty.statusCode, body(empty).msg]).toEqual([400, 'Please choose a file to upload.']);
    const form = multipartFile(SAMPLE_FILES.png);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: form.headers,
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('staff upload through /ops/upload; a customer token may not', async () => {
    const staff = await staffHeaders(t.app);
    const photo = await uploadFile(t.app, staff, SAMPLE_FILES.jpeg, { url: '/ops/upload' });
    expect(photo.mime).toBe('image/jpeg');
    const form = multipartFile(SAMPLE_FILES.pdf);
    const pdfPhoto = await t.app.inject({
      method: 'POST',
      url: '/ops/upload',
      headers: { ...staff, lang: 'en', ...form.headers },
      payload: form.payload,
    });
    expect(body(pdfPhoto).msg).toBe('Please select a picture (JPG, PNG, GIF, WebP or HEIC).');
    const byCustomer = await t.app.inject({
      method: 'POST',
      url: '/ops/upload',
      headers: { ...customer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(byCustomer.statusCode).toBe(403);
  });

  if (driver === 'disk') {
    it('keeps the bytes under DATA_DIR/files in the purpose folder, named by a random key', async () => {
      const uploaded = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png, {
        filename: '../../etc/passwd.png',
      });
      const now = t.clock.now();
      const folder = join(
        t.app.ctx.config.dataDir,
        'files/parcel_extra_service',
        String(now.getUTCFullYear()),
        String(now.getUTCMonth() + 1).padStart(2, '0'),
      );
      const stored = readdirSync(folder);
      expect(stored.length).toBeGreaterThan(0);
      for (const name of stored) expect(name).toMatch(/^[0-9a-f-]{36}\.(png|jpg|pdf)$/);
      // The name the browser sent is kept only as a display name, without any path.
      expect(uploaded.name).toBe('passwd.png');
    });
  }

  if (driver === 's3') {
    it('sends a file larger than one slice as a multipart upload of 5242880-byte parts', async () => {
      const storage = t.app.ctx.storage as S3Storage;
      const parts: number[] = [];
      storage.client.middlewareStack.add(
        (next, context) => async (args) => {
          if (context.commandName === 'UploadPartCommand') {
            const input = args.input as { Body?: { length?: number; byteLength?: number } };
            parts.push(input.Body?.byteLength ?? input.Body?.length ?? -1);
          }
          return next(args);
        },
        { step: 'initialize', name: 'countParts' },
      );
      const bytes = fileOfSize(SAMPLE_FILES.png, UPLOAD_SLICE_BYTES + 1000);
      await storage.put('test/large.png', bytes, 'image/png');
      expect(parts).toEqual([UPLOAD_SLICE_BYTES, 1000]);
      const stream = await storage.open('test/large.png');
      expect(stream && (await readAll(stream)).equals(bytes)).toBe(true);
      expect(await storage.open('test/missing.png')).toBeUndefined();
    });
  }

  // Last: moving the clock on ends the customer's session too.
  it('serves nothing for a forged or tampered link, and says so once a link has expired', async () => {
    const uploaded = await uploadFile(t.app, customer.headers, SAMPLE_FILES.png);
    // Always a different first character: replacing it with a fixed one left the link intact 1 time in 64.
    const tampered = uploaded.url.replace(
      /signature=(.)/,
      (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(404);
    const otherFile = uploaded.url.replace(uploaded.id, '00000000-0000-4000-8000-000000000000');
    expect((await t.app.inject({ url: otherFile })).statusCode).toBe(404);
    const later = uploaded.url.replace(/expires=\d+/, (match) => `expires=${Number(match.slice(8)) + 3600}`);
    expect((await t.app.inject({ url: later })).statusCode).toBe(404);

    t.clock.advance(3 * HOUR);
    const expired = await t.app.inject({ url: uploaded.url, headers: { lang: 'en' } });
    expect([expired.statusCode, body(expired).msg]).toEqual([
      403,
      'This file link has expired. Please reopen the page.',
    ]);
  });
});
