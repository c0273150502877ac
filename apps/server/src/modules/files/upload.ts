import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { MAX_ANY_UPLOAD_BYTES, UPLOAD_PURPOSE_NAMES, UPLOAD_PURPOSES, type UploadPurpose } from '@parcelway/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { brokenTextError, isBrokenText } from '../../http/input-hygiene.js';
import {
  assertUploadMayStart,
  type DeclaredUpload,
  type FileOwner,
  type PresentedFile,
  saveUpload,
} from './service.js';

/** Multipart framing a request may carry besides its one file (boundaries, part headers, a few short fields). */
const MULTIPART_FRAMING_BYTES = 16 * 1024;
/** Bytes of a file read before deciding whether to read the rest: enough to tell its type. */
const HEAD_BYTES = 32;

function declaredUpload(request: FastifyRequest): DeclaredUpload {
  const length = Number(request.headers['content-length']);
  return { fileBytes: Number.isFinite(length) ? Math.max(0, length - MULTIPART_FRAMING_BYTES) : 0 };
}

/**
 * Receives the one file of a multipart request and saves it: what the request's declared length already refuses (the
 * customer's day's allowance; a size above the purpose's, once the first bytes tell the kind) is refused before the
 * body is read, and the body goes to a temporary file as it comes, never whole into memory, up to the size its
 * purpose accepts (the rest is refused).
 */
export async function receiveUpload(
  ctx: AppContext,
  request: FastifyRequest,
  owner: FileOwner,
  purpose: UploadPurpose,
): Promise<PresentedFile> {
  const declared = declaredUpload(request);
  await assertUploadMayStart(ctx, owner, purpose, declared);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_PURPOSES[purpose].maxBytes, files: 1 } });
  } catch {
    part = undefined;
  }
  if (!part) throw AppError.field('file', 'upload.fileRequired');
  // The multipart parser hands the file name over after the hooks ran, so it is checked here.
  if (isBrokenText(part.filename)) throw brokenTextError('file');
  const chunks = part.file[Symbol.asyncIterator]();
  const early: Buffer[] = [];
  let earlyBytes = 0;
  while (earlyBytes < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    early.push(next.value as Buffer);
    earlyBytes += (next.value as Buffer).length;
  }
  const head = Buffer.concat(early);
  await assertUploadMayStart(ctx, owner, purpose, declared, head);

  const directory = join(tmpdir(), 'parcelway-uploads');
  await mkdir(directory, { recursive: true });
  const path = join(directory, randomUUID());
  let size = 0;
  async function* body() {
    for (const chunk of early) yield chunk;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
  }
  try {
    await pipeline(
      Readable.from(body()),
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      }),
      createWriteStream(path, { flags: 'wx', mode: 0o600 }),
    );
    const file = { filename: part.filename, path, head, size, truncated: part.file.truncated };
    return await saveUpload(ctx, owner, purpose, file);
  } finally {
    await rm(path, { force: true });
  }
}

/** The `purpose` query of an upload, with the one a caller means when it names none. */
export const purposeQuery = (fallback: (typeof UPLOAD_PURPOSE_NAMES)[number]) =>
  z.object({ purpose: z.enum(UPLOAD_PURPOSE_NAMES).default(fallback) });

/** The multipart parser, once for each plugin that receives uploads: one file, within the largest size any purpose takes. */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_ANY_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });
}
