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
import { answers, ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { brokenTextError, isBrokenText } from '../../http/input-hygiene.js';
import { type IncomingFile, openSignedFile, saveUpload } from './service.js';

/** Reads the one file of a multipart request, keeping at most the size its purpose accepts (the rest is refused). */
async function readUpload(request: FastifyRequest, purpose: UploadPurpose): Promise<IncomingFile> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_PURPOSES[purpose].maxBytes, files: 1 } });
  } catch {
    part = undefined;
  }
  if (!part) throw AppError.field('file', 'upload.fileRequired');
  // The multipart parser hands the file name over after the hooks ran, so it is checked here.
  if (isBrokenText(part.filename)) throw brokenTextError('file');
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return { filename: part.filename, bytes: Buffer.concat(chunks), truncated: part.file.truncated };
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
        ok(
          await saveUpload(
            app.ctx,
            { customerId: customerId(request) },
            request.query.purpose,
            await readUpload(request, request.query.purpose),
          ),
        ),
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
        ok(
          await saveUpload(
            app.ctx,
            { staff: staffActor(request) },
            request.query.purpose,
            await readUpload(request, request.query.purpose),
          ),
        ),
    );
  });
};
