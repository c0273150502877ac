import type { AppContext } from '../../http/context.js';
import { notify } from '../notifications/index.js';
import { waybillsOnTheirWay } from '../waybills/index.js';
import { claimFactsOf } from './facts.js';
import { recordLossNotice, waybillsClaimedOrNoticed } from './queries.js';

/** Shipments read per page; every shipment on its way is looked at each run. */
const PAGE = 200;

/**
 * The loss-claim job: a shipment on its way whose loss claim has opened (the carrier reported it lost, it went its
 * line's days without a scan, or its delivery window passed) and that has no claim yet: its customer is told once
 * (mail, SMS and push by their shipment settings) that they can file one. The notice and its record are one
 * transaction, so a notice goes once whichever server runs the job. Answers how many were told.
 */
export async function noticeOpenLossClaims(ctx: AppContext): Promise<number> {
  let told = 0;
  for (let afterId = 0; ; ) {
    const page = await waybillsOnTheirWay(ctx.db, afterId, PAGE);
    if (page.length === 0) return told;
    afterId = page.at(-1)?.id ?? afterId;
    const skip = await waybillsClaimedOrNoticed(
      ctx.db,
      page.map((row) => row.id),
    );
    for (const row of page) {
      if (skip.has(row.id)) continue;
      const lost = (await claimFactsOf(ctx, row)).eligibility.lost;
      if (!lost.open || lost.basis === 'delivered') continue;
      const { basis } = lost;
      const now = ctx.clock();
      const sent = await ctx.db.transaction(async (tx) => {
        if (!(await recordLossNotice(tx, row.id, now))) return false;
        await notify(
          tx,
          {
            customerId: row.customerId,
            kind: 'shipment_loss_claim_open',
            data: { waybillId: row.id, shipment: row.shipmentNo ?? String(row.id), basis },
          },
          now,
        );
        return true;
      });
      if (sent) told += 1;
    }
    if (page.length < PAGE) return told;
  }
}
