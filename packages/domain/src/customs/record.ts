import { z } from 'zod';
import { type DutyNote, dutyNoteParams, type LandedCost } from './landed-cost.js';
import { DUTY_CODES, DUTY_COLLECTORS, localizedSchema } from './rule.js';

/**
 * A landed cost as a waybill keeps it (as quoted at submission, as charged since packing): minor units of
 * `currency`, the notes with their figures already as text so they can be written in any language later.
 */
export const dutiesRecordSchema = z.object({
  currency: z.string(),
  items: z.array(
    z.object({ code: z.enum(DUTY_CODES), amount: z.number().int(), collected_by: z.enum(DUTY_COLLECTORS) }),
  ),
  notes: z.array(z.object({ key: z.string(), params: z.record(z.string(), z.string()) })),
  collected_by_us: z.number().int(),
  at_clearance: z.number().int(),
  source: z.object({ authority: localizedSchema, name: localizedSchema, url: z.string(), read: z.string() }).nullable(),
  shop_tax_waivable: z.boolean().default(false),
});
export type DutiesRecord = z.input<typeof dutiesRecordSchema>;

export function dutiesRecord(landed: LandedCost): DutiesRecord {
  return {
    currency: landed.currency,
    items: landed.items.map((item) => ({
      code: item.code,
      amount: item.amount.minor,
      collected_by: item.collectedBy,
    })),
    notes: landed.notes.map((note: DutyNote) => ({ key: note.key, params: dutyNoteParams(note) })),
    collected_by_us: landed.collectedByUs.minor,
    at_clearance: landed.atClearance.minor,
    source: landed.source,
    shop_tax_waivable: landed.shopTaxWaivable,
  };
}
