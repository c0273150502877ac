import type { StaffActor } from '../../http/context.js';

/** Whether the actor may act in this warehouse (warehouse operators only in theirs). */
export function worksIn(actor: StaffActor, storeId: number | null | undefined): boolean {
  if (actor.storeIds === null) return true;
  return storeId !== null && storeId !== undefined && actor.storeIds.includes(storeId);
}

/**
 * The warehouses a list may show: the one asked for if the actor works there, else all of theirs
 * (`undefined`: every warehouse).
 */
export function storesToList(actor: StaffActor, requested: number | undefined): number[] | undefined {
  if (actor.storeIds === null) return requested === undefined ? undefined : [requested];
  if (requested === undefined) return actor.storeIds;
  return actor.storeIds.includes(requested) ? [requested] : [];
}
