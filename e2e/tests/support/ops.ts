import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { repoRoot, type ServerProcess } from './server.js';

const run = promisify(execFile);

/** The staff account the journeys start the server with (STAFF_EMAIL / STAFF_PASSWORD). */
export const STAFF = { email: 'warehouse@parcelway.test', password: 'Warehouse2026' };
export const STAFF_ENV = { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password };

/** The staff command line as the build ships it (global-setup.ts builds it with the server). */
const OPS_ENTRY = join(repoRoot, 'apps/server/dist/ops.js');

/** Runs the staff command line (`npm run ops -- <args>`) against a server and returns what it printed, parsed. */
export async function runOps<T = unknown>(server: ServerProcess, args: string[]): Promise<T> {
  const { stdout } = await run(process.execPath, [OPS_ENTRY, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...STAFF_ENV, OPS_URL: server.baseUrl },
    timeout: 60_000,
  });
  return JSON.parse(stdout) as T;
}

/** Writes a real PNG of one colour (what a warehouse camera would send, small) and returns its path. */
export function writeSolidPng(directory: string, name: string, rgb: [number, number, number], size = 48): string {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, index) => rgb[index % 3] ?? 0)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const path = join(directory, name);
  writeFileSync(path, png);
  return path;
}

let weighingPhotos: string[] | undefined;

/**
 * The pack-waybill flags for the photos of the scale's readout and of the tape on the longest side, which packing
 * requires: two small pictures written once per test process.
 */
export function weighingPhotoFlags(): string[] {
  if (!weighingPhotos) {
    const directory = mkdtempSync(join(tmpdir(), 'parcelway-weighing-'));
    weighingPhotos = [
      '--scale-photo',
      writeSolidPng(directory, 'scale.png', [30, 30, 30]),
      '--tape-photo',
      writeSolidPng(directory, 'tape.png', [230, 200, 0]),
    ];
  }
  return weighingPhotos;
}
