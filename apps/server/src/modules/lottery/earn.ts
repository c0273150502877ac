import { drawsForTopUp } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { AppServices } from '../../http/context.js';
import { ratesToday } from '../logistics/index.js';
import type { CreditedTopUp } from '../payments/index.js';
import { addDraws, runningWheels } from './queries.js';

/**
 * A credited top-up gives draws on every wheel running at the moment of the credit whose minimum it reaches, in
 * the crediting transaction: a card payment's notification or staff approving the transfer. Once per top-up and
 * wheel, however often the credit is replayed.
 */
export async function giveDrawsForTopUp(tx: Database, ctx: AppServices, topUp: CreditedTopUp) {
  const wheels = await runningWheels(tx, topUp.creditedAt);
  if (wheels.length === 0) return;
  const { rates } = await ratesToday(ctx, tx);
  for (const wheel of wheels) {
    const draws = drawsForTopUp(topUp.amount, wheel, rates);
    if (draws > 0) await addDraws(tx, wheel.id, topUp.customerId, topUp.topUpId, draws);
  }
}
