import { z } from 'zod';
import { STAFF_ROLES } from '../../db/schema/index.js';

/** What the staff API answers about staff themselves (only staff and the ops CLI read these). */

/** GET /ops/me: who the token belongs to; a warehouse operator's warehouses. */
export const staffSelfSchema = z.object({
  staff_id: z.number().nullable(),
  role: z.enum(STAFF_ROLES).nullable(),
  store_ids: z.array(z.number()),
});

/** A staff account; never its password hash. */
export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  store_ids: z.array(z.number()),
  active: z.boolean(),
  created_at: z.string(),
});
