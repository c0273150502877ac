import { LANGUAGES, translate } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import type { Block } from '../notifications/index.js';
import { renderMail } from '../notifications/index.js';
import { enqueueMessage } from '../outbox/index.js';
import { activeAdminEmails } from '../staff-accounts/index.js';
import { findWaybillById } from '../waybills/index.js';
import { takeNewlyOverdue } from './queries.js';

/** Claims escalated in one run at most; the rest wait for the next run. */
const BATCH = 100;

const utcMinute = (instant: Date) => `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The overdue job: complete claims past their due time are marked escalated and every active admin gets one mail
 * listing them, in the same transaction (the mail goes only if the marks commit; a claim is mailed once per due time,
 * whichever server runs the job). Staff have no language of their own, so the mail says it in the three.
 */
export async function escalateOverdueClaims(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const claims = await takeNewlyOverdue(tx, now, BATCH);
    if (claims.length === 0) return 0;
    const admins = await activeAdminEmails(tx);
    const lines = await Promise.all(
      claims.map(async (claim) => {
        const waybill = await findWaybillById(tx, claim.waybillId);
        return {
          claim: claim.id,
          shipment: waybill?.shipmentNo ?? String(claim.waybillId),
          store: claim.storeId,
          due: utcMinute(claim.dueAt ?? now),
        };
      }),
    );
    const count = claims.length;
    const blocks: Block[] = LANGUAGES.flatMap((language) => [
      { type: 'heading' as const, text: translate(language, 'mail.claimsOverdue.subject', { count }) },
      { type: 'paragraph' as const, text: translate(language, 'mail.claimsOverdue.body') },
      ...lines.map((line) => ({
        type: 'paragraph' as const,
        text: translate(language, 'mail.claimsOverdue.line', line),
      })),
    ]);
    const subject = LANGUAGES.map((language) => translate(language, 'mail.claimsOverdue.subject', { count })).join(
      ' / ',
    );
    const mail = renderMail({ language: 'en', subject, blocks });
    for (const to of admins)
      await enqueueMessage(
        tx,
        { channel: 'email', recipient: to, subject, body: mail.text, html: mail.html, kind: 'claims_overdue' },
        now,
      );
    return count;
  });
}
