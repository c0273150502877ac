import type { AppContext } from '../../http/context.js';
import { purgeHeldMessagesBefore } from './queries.js';
import { HELD_MAIL_MAX_AGE_MS } from './service.js';

/**
 * The scheduled purge: mails held for an unconfirmed address longer than HELD_MAIL_MAX_AGE_MS are given up and their
 * text blanked, whether or not the address is ever confirmed (confirming would give them up too). Answers how many.
 */
export async function purgeStaleHeldMail(ctx: AppContext): Promise<number> {
  return purgeHeldMessagesBefore(ctx.db, new Date(ctx.clock().getTime() - HELD_MAIL_MAX_AGE_MS));
}
