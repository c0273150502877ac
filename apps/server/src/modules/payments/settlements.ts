import type { AppServices, Settlement } from '../../http/context.js';

export type { Settlement, Settlements } from '../../http/context.js';

/** The settlement of a payment purpose, as the app's composition named it (src/settlements.ts). */
export function settlementOf(ctx: AppServices, purpose: string): Settlement {
  const settlement = ctx.settlements[purpose];
  if (!settlement) throw new Error(`no settlement is named for payment purpose ${purpose}`);
  return settlement;
}
