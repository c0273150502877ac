import { z } from 'zod';

/** One page of a list, as every list call answers it. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), total: z.number(), page: z.number(), perPage: z.number() });
}

/** A stored file as every answer shows it: a signed link its owner can open, never where the bytes are kept. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number(),
  name: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
