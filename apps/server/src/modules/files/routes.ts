import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  MAX_ANY_UPLOAD_BYTES,
  UPLOAD_PURPOSE_NAMES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  uploadedFileSchema,
} from '@parcelway/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer, requireStaffRole, staffActor } from '../../http/auth.js';
import type { AppContext } from '../../http/context.js';
import { answers, ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { brokenTextError, isBrokenText } from '../../http/input-hygiene.js';
import {
  assertUploadMayStart,
  type DeclaredUpload,
  type FileOwner,
  openSignedFile,
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
async function receiveUpload(
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

const purposeQuery = (fallback: (typeof UPLOAD_PURPOSE_NAMES)[number]) =>
  z.object({ purpose: z.enum(UPLOAD_PURPOSE_NAMES).default(fallback) });

/**
 * One upload endpoint for customers (/api/upload) and one for staff (/ops/upload), both multipart with a
 * single `file`; `purpose` (query) decides what is accepted. Files are read back only through the signed
 * links the API hands to their owner and to staff (/files/<id>?expires=&signature=).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['files'];
  await app.register(multipart, { limits: { fileSize: MAX_ANY_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });

  app.get(
    '/files/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ expires: z.coerce.number().int().positive(), signature: z.string().min(10).max(100) }),
      },
    },
    async (request, reply) => {
      const { row, body } = await openSignedFile(
        app.ctx,
        request.params.id,
        request.query.expires,
        request.query.signature,
      );
      return reply
        .header('content-type', row.mime)
        .header('content-length', row.sizeBytes)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(body);
    },
  );

  app.register(async (scope) => {
    scope.addHook('onRequest', requireCustomer);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/upload',
      {
        schema: {
          tags,
          querystring: purposeQuery('parcel_extra_service'),
          response: answers(uploadedFileSchema),
        },
      },
      async (request) =>
        ok(await receiveUpload(app.ctx, request, { customerId: customerId(request) }, request.query.purpose)),
    );
  });

  // Warehouse staff photograph parcels; content staff upload banner images.
  app.register(async (scope) => {
    scope.addHook('onRequest', requireStaffRole('warehouse', 'content'));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/ops/upload',
      {
        schema: { tags: ['ops'], querystring: purposeQuery('parcel_photo'), response: answers(uploadedFileSchema) },
      },
      async (request) =>
        ok(await receiveUpload(app.ctx, request, { staff: staffActor(request) }, request.query.purpose)),
    );
  });
};
