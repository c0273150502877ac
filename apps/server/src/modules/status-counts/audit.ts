import type { AppContext } from '../../http/context.js';
import { countsOutOfStep, momentCountsOutOfStep } from './queries.js';

/**
 * Compares every maintained count (per customer and per warehouse, of parcels and waybills in each state, and per
 * warehouse and quarter hour, of check-ins, packing, paying and dispatching) with a recount of the rows, like the
 * ledger audit. They can only disagree if something changed the rows around the triggers (a trigger dropped, rows
 * copied in with triggers off), which this finds.
 */
export async function auditStatusCounts(ctx: AppContext) {
  const [states, moments] = await Promise.all([countsOutOfStep(ctx.db), momentCountsOutOfStep(ctx.db)]);
  const differences = [...states, ...moments];
  return { in_step: differences.length === 0, differences };
}
