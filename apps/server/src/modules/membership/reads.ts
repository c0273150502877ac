import type { Database } from '../../db/client.js';
import { findCoveringMembership } from '../users/index.js';

/** What a membership gives at a moment, as other modules (waybills, users) read it. */
export interface MemberTerms {
  freightBasisPoints: number;
  extraBasisPoints: number;
  priority: boolean;
}

/** The customer's member terms at `now`, or null for an ordinary customer. */
export async function memberTermsAt(db: Database, customerId: number, now: Date): Promise<MemberTerms | null> {
  const row = await findCoveringMembership(db, customerId, now);
  if (!row) return null;
  return { freightBasisPoints: row.freightBasisPoints, extraBasisPoints: row.extraBasisPoints, priority: row.priority };
}
