import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';

/** A built web app as the web build leaves it: files with their precompressed copies. */
const webDist = mkdtempSync(join(tmpdir(), 'parcelway-web-dist-'));
const script = `console.log(${JSON.stringify('parcel '.repeat(400))});`;
const page = `<!doctype html><html><head><script type="module" src="./assets/index-Ab12Cd.js"></script></head><body>${' '.repeat(2000)}</body></html>`;

function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${path}.gz`, gzipSync(Buffer.from(text)));
}

let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeWithCopies(join(webDist, 'index.html'), page);
  writeWithCopies(join(webDist, 'assets/index-Ab12Cd.js'), script);
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.app.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends the brotli copy to a browser that accepts it, else gzip, else the file itself', async () => {
    const brotli = await get('/assets/index-Ab12Cd.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await get('/assets/index-Ab12Cd.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('lets browsers keep hashed assets for a year and check the page that names them on every visit', async () => {
    expect((await get('/assets/index-Ab12Cd.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const home = await get('/', 'br');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(page);
  });

  it('routes each file once: a precompressed copy is sent in its place, never at an address of its own', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('index-Ab12Cd.js (HEAD, GET)');
    expect(routes).not.toMatch(/\.(br|gz)\b/);
    expect((await get('/assets/index-Ab12Cd.js.br', 'br')).statusCode).toBe(404);
  });
});
