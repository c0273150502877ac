import { z } from 'zod';

/** One page of a list, as every list call answers it. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), total: z.number(), page: z.number(), perPage: z.number() });
}
