import { z } from 'zod';

/** One page of a list, as every list call answers it. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), total: z.number(), page: z.number(), perPage: z.number() });
}

/**
 * A page of a list that also follows a cursor: `next_cursor` is the id to send as `cursor` for the rows after this
 * page (null on the last page). Asking with it visits only the next page's rows, where `page` visits all before it.
 */
export function cursorPageSchema<T extends z.ZodType>(row: T) {
  return pageSchema(row).extend({ next_cursor: z.number().nullable() });
}

/**
 * A stored file as every answer links it: its id, a signed link its owner (and staff) can open for an hour or two,
 * and what it is. Uploads answer it, and parcels, waybills and payments carry it for their pictures and documents.
 */
export const uploadedFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number(),
  name: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
