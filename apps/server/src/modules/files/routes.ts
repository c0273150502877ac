import { uploadedFileSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerId, requireCustomer } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { openSignedFile } from './service.js';

import { acceptUploads, purposeQuery, receiveUpload } from './upload.js';

/**
 * One upload endpoint for customers (/api/upload) and one for staff (/ops/upload, staff-routes.ts), both multipart with a
 * single `file`; `purpose` (query) decides what is accepted. Files are read back only through the signed
 * links the API hands to their owner and to staff (/files/<id>?expires=&signature=).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['files'];
  await acceptUploads(app);

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
};
