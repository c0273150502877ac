import { publicLineSchema } from '@parcelway/domain';
import { z } from 'zod';

/** A line as staff manage it: what customers see (in English), its names in every language and its state. */
export const staffLineSchema = publicLineSchema.extend({
  name_en: z.string(),
  name_cn: z.string(),
  name_tw: z.string(),
  active: z.boolean(),
  sort_order: z.number(),
  /** Days without a carrier event before its shipments alert their customers. */
  quiet_period_days: z.number(),
  staff_edited_at: z.string().nullable(),
});
