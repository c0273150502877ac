import { z } from 'zod';

/** A URL setting that may be absent or empty. */
export const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();
