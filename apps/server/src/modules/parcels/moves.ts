import { isParcelStatus, type Language, parcelMoveProblem } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { ParcelRow } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { statusText } from './presenters.js';
import { insertEvents } from './queries/history.js';
import { updateParcelRow } from './queries/parcels.js';

/** Moves a parcel when the domain allows it (else 422 with both states named). */
export async function moveParcel(
  db: Database,
  row: ParcelRow,
  to: number,
  language: Language,
  changes: Parameters<typeof updateParcelRow>[2] = {},
) {
  const problem =
    isParcelStatus(row.status) && isParcelStatus(to) ? parcelMoveProblem(row.status, to) : 'parcel.illegalTransition';
  if (problem)
    throw new AppError('rule', problem, {
      params: { from: statusText(language, row.status), to: statusText(language, to) },
    });
  return updateParcelRow(db, row.id, { ...changes, status: to });
}

/** Adds entries to parcels' timelines; other modules write parcel history through this, never the table. */
export async function insertParcelEvents(db: Database, rows: Parameters<typeof insertEvents>[1]) {
  await insertEvents(db, rows);
}
