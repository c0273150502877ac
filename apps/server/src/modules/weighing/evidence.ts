import {
  centimetresText,
  centimetresToMm,
  kilogramsText,
  kilogramsToGrams,
  RECORDED_ROUNDING,
  type Readings,
  recordReadings,
  type Weighing,
  type WeighingSource,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WeighingRow } from '../../db/schema/index.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { presentFiles, staffFileIds, storePhoneCopies } from '../files/index.js';
import { insertWeighing, listWeighings, type WeighedSubject } from './queries.js';

/** The scale and the tape as staff type them: kilograms and centimetres, as read. */
export interface MeasurementInput {
  weight: number;
  length: number;
  width: number;
  height: number;
}

/** References to the staff's uploads of the scale's readout and of the tape on the longest side. */
export interface WeighingPhotoInput {
  scale_photo?: string | undefined;
  tape_photo?: string | undefined;
}

/** The photos checked (the staff's own uploads) and their phone-sized copies made, ready for the transaction. */
export interface WeighingPhotos {
  scaleFileId: string | null;
  scalePhoneFileId: string | null;
  tapeFileId: string | null;
  tapePhoneFileId: string | null;
}

/**
 * Checks the photo references and makes their phone-sized copies. Before the transaction that records the weighing,
 * like every staff photo: storing a file is a write of its own.
 */
export async function prepareWeighingPhotos(
  ctx: AppContext,
  actor: StaffActor,
  input: WeighingPhotoInput,
  purpose: 'parcel_phone' | 'waybill_phone',
): Promise<WeighingPhotos> {
  const [scaleFileId = null] = input.scale_photo ? await staffFileIds(ctx.db, [input.scale_photo], 'scale_photo') : [];
  const [tapeFileId = null] = input.tape_photo ? await staffFileIds(ctx.db, [input.tape_photo], 'tape_photo') : [];
  const ids = [scaleFileId, tapeFileId].filter((id): id is string => id !== null);
  const copies = await storePhoneCopies(ctx, { staff: actor }, ids, purpose);
  return {
    scaleFileId,
    scalePhoneFileId: scaleFileId ? (copies.get(scaleFileId) ?? null) : null,
    tapeFileId,
    tapePhoneFileId: tapeFileId ? (copies.get(tapeFileId) ?? null) : null,
  };
}

/** What was read (grams and millimetres) and what is recorded after the rounding. */
export function measure(input: MeasurementInput): { read: Readings; recorded: Readings } {
  const read = {
    grams: kilogramsToGrams(input.weight),
    lengthMm: centimetresToMm(input.length),
    widthMm: centimetresToMm(input.width),
    heightMm: centimetresToMm(input.height),
  };
  return { read, recorded: recordReadings(read, RECORDED_ROUNDING) };
}

/** Keeps one weighing as evidence, in the caller's transaction; answers the row (its recorded figures included). */
export function recordWeighing(
  tx: Database,
  input: {
    subject: WeighedSubject;
    source: WeighingSource;
    measurement: MeasurementInput;
    photos: WeighingPhotos;
    staffId: number;
    at: Date;
  },
): Promise<WeighingRow> {
  const { read, recorded } = measure(input.measurement);
  return insertWeighing(tx, {
    ...input.subject,
    source: input.source,
    readGrams: read.grams,
    readLengthMm: read.lengthMm,
    readWidthMm: read.widthMm,
    readHeightMm: read.heightMm,
    weightStepGrams: RECORDED_ROUNDING.weightStepGrams,
    sizeStepMm: RECORDED_ROUNDING.sizeStepMm,
    rounding: RECORDED_ROUNDING.direction,
    weightGrams: recorded.grams,
    lengthMm: recorded.lengthMm,
    widthMm: recorded.widthMm,
    heightMm: recorded.heightMm,
    ...input.photos,
    staffId: input.staffId,
    measuredAt: input.at,
  });
}

const shown = (original: string | null, phone: string | null) => phone ?? original;

/** Weighings as the customer checks them, their photos as signed links (the phone-sized copies when there are). */
export async function presentWeighings(ctx: AppContext, rows: readonly WeighingRow[]): Promise<Weighing[]> {
  const ids = rows.flatMap((row) =>
    [shown(row.scaleFileId, row.scalePhoneFileId), shown(row.tapeFileId, row.tapePhoneFileId)].filter(
      (id): id is string => id !== null,
    ),
  );
  const files = new Map((await presentFiles(ctx, ids)).map((file) => [file.id, file]));
  const file = (id: string | null) => (id === null ? null : (files.get(id) ?? null));
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    read: {
      weight_grams: row.readGrams,
      length_mm: row.readLengthMm,
      width_mm: row.readWidthMm,
      height_mm: row.readHeightMm,
    },
    rounding: { weight_step_grams: row.weightStepGrams, size_step_mm: row.sizeStepMm, direction: row.rounding },
    recorded: {
      weight: kilogramsText(row.weightGrams),
      length: centimetresText(row.lengthMm),
      width: centimetresText(row.widthMm),
      height: centimetresText(row.heightMm),
    },
    scale_photo: file(shown(row.scaleFileId, row.scalePhoneFileId)),
    tape_photo: file(shown(row.tapeFileId, row.tapePhoneFileId)),
    measured_at: row.measuredAt.toISOString(),
  }));
}

export function weighingsOf(db: Database, subject: WeighedSubject) {
  return listWeighings(db, subject);
}
