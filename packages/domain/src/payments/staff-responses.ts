import { z } from 'zod';
import { uploadedFileSchema } from '../responses.js';
import { topUpRecordSchema } from './responses.js';
import { BANK_TRANSFER_STATUSES } from './status.js';

/** What the staff calls of payments answer (under /ops): the server checks its answers with these, the console reads them. */

/** A bank transfer in the review queue: who sent it, for what, the proof to look at, and the review. */
export const bankTransferViewSchema = z.object({
  id: z.number(),
  status: z.enum(BANK_TRANSFER_STATUSES),
  customer_id: z.number(),
  customer_email: z.string(),
  purpose: z.string(),
  target_id: z.number().nullable(),
  amount: z.string(),
  currency: z.string(),
  attempt_id: z.string(),
  proof: uploadedFileSchema.nullable(),
  reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type BankTransferView = z.infer<typeof bankTransferViewSchema>;

export const staffTopUpSchema = topUpRecordSchema.extend({ customer_id: z.number(), customer_email: z.string() });

/** A reviewed top-up: the top-up after the review and its transfer. */
export const topUpReviewSchema = z.object({ top_up: topUpRecordSchema.nullable(), transfer: bankTransferViewSchema });

/** A points adjustment: the points held after it, the change and why. */
export const ledgerAuditSchema = z.object({
  in_step: z.boolean(),
  wallets: z.array(
    z.object({ customer_id: z.number(), currency: z.string(), maintained_minor: z.number(), ledger_minor: z.number() }),
  ),
  points: z.array(z.object({ customer_id: z.number(), maintained: z.number(), ledger: z.number() })),
});

export const pointsAdjustmentSchema = z.object({
  customer_id: z.number(),
  points: z.number(),
  change: z.number(),
  reason: z.string(),
});
