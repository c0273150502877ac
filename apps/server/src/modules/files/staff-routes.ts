import { uploadedFileSchema } from '@parcelway/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaffRole, staffActor } from '../../http/auth.js';
import { answers, ok } from '../../http/envelope.js';
import { acceptUploads, purposeQuery, receiveUpload } from './upload.js';

/** The staff upload (/ops/upload): multipart with a single `file`, a parcel photo unless `purpose` says otherwise. */
export const fileStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);

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
