import { randomUUID } from 'node:crypto';
import {
  type BatchPreAlert,
  type DeclarationItem,
  type Language,
  PARCEL_STATUS,
  type PreAlert,
  readTrackingNumber,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ParcelRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findCountry } from '../users/index.js';
import { openClaim } from './claims.js';
import { parcelDetail } from './detail.js';
import { noteParcel } from './moves.js';
import { parcelSummaries, statusText } from './presenters.js';
import { findCourierCompanies } from './queries/catalogue.js';
import { withdrawClaimsOfPreAlert } from './queries/claims.js';
import { deleteDeclaration, insertDeclaration, replaceDeclarationItems } from './queries/declarations.js';
import { deletePendingExtraServices, insertExtraServiceEntries } from './queries/extra-services.js';
import {
  countParcelsWithDeclaration,
  deleteParcelRow,
  findActiveOwnedByTrackings,
  findActiveUnclaimedByTracking,
  insertParcel,
  setAgentStorageDays,
  setPickupFeeShare,
  updateParcelRow,
} from './queries/parcels.js';
import { declarationRows, extraServiceRows, requireOwnedParcel, resolveWarehouse } from './service.js';

/** 409 'The tracking number already exists', on the field that holds it; the customer's own parcel is named so the page can offer to open it. */
function trackingNumberExists(field: string, trackingNumber: string, ownParcelId: number) {
  return new AppError('conflict', 'parcel.trackingNumberExists', {
    fields: { [field]: 'parcel.trackingNumberExists' },
    data: { tracking_number: trackingNumber, parcel_id: ownParcelId },
  });
}

export async function assertTrackingNumbersFree(
  db: Database,
  customerId: number,
  trackingNumbers: string[],
  fieldOf: (index: number) => string,
  exceptParcelId?: number,
) {
  // Only the customer's own numbers: another customer's pre-alert of a number must not show through.
  const taken = (await findActiveOwnedByTrackings(db, customerId, trackingNumbers)).filter(
    (row) => row.id !== exceptParcelId,
  );
  for (const [index, trackingNumber] of trackingNumbers.entries()) {
    const found = taken.find((row) => row.trackingNumber === trackingNumber);
    if (found) throw trackingNumberExists(fieldOf(index), trackingNumber, found.id);
  }
}

/**
 * A number whose carrier's check digit fails is refused until the customer confirms it (`confirm_unusual_number`): a
 * warning with the carrier's name, never SPEC §5's hard rule, so a carrier's new or odd form never blocks a customer.
 */
export function assertUsualNumbers(
  trackingNumbers: string[],
  confirmed: boolean,
  fieldOf: (index: number) => string,
  language: Language,
) {
  if (confirmed) return;
  for (const [index, trackingNumber] of trackingNumbers.entries()) {
    const reading = readTrackingNumber(trackingNumber);
    if (reading.checkDigit !== 'invalid' || !reading.carrier) continue;
    throw new AppError('rule', 'parcel.trackingNumberUnusual', {
      params: { number: trackingNumber, carrier: translate(language, `trackingCarrier.${reading.carrier}`) },
      fields: { [fieldOf(index)]: 'parcel.trackingNumberUnusual' },
      data: { reason: 'unusual_number', tracking_number: trackingNumber, carrier: reading.carrier },
    });
  }
}

/** The optional references of a pre-alert: a courier of that warehouse, a country we know. */
async function assertReferences(
  db: Database,
  storeId: number,
  input: { courier_company_id?: number | null | undefined; destination_country_id?: number | null | undefined },
) {
  if (input.courier_company_id) {
    const [courier] = await findCourierCompanies(db, [input.courier_company_id]);
    if (!courier || courier.storeId !== storeId || !courier.active)
      throw AppError.field('courier_company_id', 'parcel.unknownCourierCompany');
  }
  if (input.destination_country_id && !(await findCountry(db, input.destination_country_id)))
    throw AppError.field('destination_country_id', 'reference.unknownCountry');
}

/**
 * Pre-alerts up to 5 tracking numbers of one order: one parcel each (status 0), sharing one declaration,
 * each with the extra services asked for. All or nothing: one duplicate refuses the whole add.
 */
export async function addPreAlerts(ctx: AppContext, customerId: number, input: BatchPreAlert, language: Language) {
  const warehouse = await resolveWarehouse(ctx.db, customerId, input.store_id);
  await assertReferences(ctx.db, warehouse.storeId, input);
  const field = (index: number) => `tracking_numbers.${index}`;
  await assertTrackingNumbersFree(ctx.db, customerId, input.tracking_numbers, field);
  assertUsualNumbers(input.tracking_numbers, input.confirm_unusual_number, field, language);
  const items = declarationRows(input.items, warehouse.currency);
  const services = await extraServiceRows(ctx.db, customerId, warehouse, input.extra_services, language);

  let created: ParcelRow[];
  try {
    created = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      const declarationId =
        items.length > 0 ? await insertDeclaration(tx, customerId, warehouse.currencyId, items) : null;
      const batchId = randomUUID();
      const rows: ParcelRow[] = [];
      for (const trackingNumber of input.tracking_numbers) {
        const parcel = await insertParcel(tx, {
          customerId,
          storeId: warehouse.storeId,
          trackingNumber,
          status: PARCEL_STATUS.preAlerted,
          origin: 'pre_alert',
          batchId,
          declarationId,
          courierCompanyId: input.courier_company_id ?? null,
          destinationCountryId: input.destination_country_id ?? null,
          contents: input.contents,
          remark: input.remark,
          preAlertedAt: now,
        });
        await insertExtraServiceEntries(
          tx,
          services.map(({ serviceCode: _code, ...service }) => ({ ...service, parcelId: parcel.id })),
        );
        await noteParcel(tx, parcel, now, [
          { kind: 'pre_alerted' },
          ...services.map((service) => ({ kind: 'service_requested', details: { service: service.serviceCode } })),
        ]);
        // It reached the warehouse before its pre-alert: the pre-alert becomes a claim staff confirm.
        const unowned = await findActiveUnclaimedByTracking(tx, trackingNumber, true);
        if (unowned) await openClaim(tx, unowned, parcel);
        rows.push(parcel);
      }
      return rows;
    });
  } catch (error) {
    // Another add of the same number won the race: answer as if it had come first.
    if (isUniqueViolation(error, 'parcels_owned_tracking_unique')) {
      await assertTrackingNumbersFree(ctx.db, customerId, input.tracking_numbers, field);
    }
    throw error;
  }

  const summaries = await parcelSummaries(ctx, language, created);
  return {
    batch_id: created[0]?.batchId ?? null,
    list: summaries.map((summary) => ({
      // It reached the warehouse before its pre-alert: staff are confirming it is the customer's.
      arrived_unclaimed: summary.being_confirmed,
      ...summary,
    })),
  };
}

/** insertPreParcel: one tracking number, as a batch of one. */
export async function addPreAlert(ctx: AppContext, customerId: number, input: PreAlert, language: Language) {
  try {
    const { list } = await addPreAlerts(
      ctx,
      customerId,
      { ...input, tracking_numbers: [input.tracking_number] },
      language,
    );
    const [added] = list;
    if (!added) throw new Error('a batch of one tracking number added no pre-alert');
    return added;
  } catch (error) {
    throw renameTrackingField(error);
  }
}

/** The single-number endpoints call the field `tracking_number`. */
function renameTrackingField(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.options.fields?.['tracking_numbers.0']) return error;
  const { 'tracking_numbers.0': key, ...others } = error.options.fields;
  return new AppError(error.kind, error.messageKey, {
    ...error.options,
    fields: { ...others, tracking_number: key },
  });
}

async function requirePreAlert(db: Database, customerId: number, id: number) {
  const row = await requireOwnedParcel(db, customerId, id, true);
  if (row.status !== PARCEL_STATUS.preAlerted) throw new AppError('rule', 'parcel.notPreAlert');
  return row;
}

/**
 * Gives a parcel its own declaration with `items` (or none). A declaration shared with the other
 * parcels of its pre-alert is copied, not changed, so the others keep theirs.
 */
async function redeclare(
  db: Database,
  customerId: number,
  row: ParcelRow,
  currencyId: number,
  items: ReturnType<typeof declarationRows>,
): Promise<number | null> {
  const current = row.declarationId;
  const shared = current !== null && (await countParcelsWithDeclaration(db, current)) > 1;
  if (current !== null && !shared) {
    if (items.length > 0) {
      await replaceDeclarationItems(db, current, items);
      return current;
    }
    await updateParcelRow(db, row.id, { declarationId: null });
    await deleteDeclaration(db, current);
    return null;
  }
  const declarationId = items.length > 0 ? await insertDeclaration(db, customerId, currencyId, items) : null;
  await updateParcelRow(db, row.id, { declarationId });
  return declarationId;
}

/** updatePreParcel/{id}: everything of a pre-alert while the parcel has not arrived. */
export async function changePreAlert(
  ctx: AppContext,
  customerId: number,
  id: number,
  input: PreAlert,
  language: Language,
) {
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await requirePreAlert(tx, customerId, id);
      const warehouse = await resolveWarehouse(tx, customerId, input.store_id ?? row.storeId);
      await assertReferences(tx, warehouse.storeId, input);
      await assertTrackingNumbersFree(tx, customerId, [input.tracking_number], () => 'tracking_number', row.id);
      if (input.tracking_number !== row.trackingNumber)
        assertUsualNumbers([input.tracking_number], input.confirm_unusual_number, () => 'tracking_number', language);
      const items = declarationRows(input.items, warehouse.currency);
      await deletePendingExtraServices(tx, row.id);
      const services = await extraServiceRows(tx, customerId, warehouse, input.extra_services, language, {
        trackingNumber: input.tracking_number,
      });
      await insertExtraServiceEntries(
        tx,
        services.map(({ serviceCode: _code, ...service }) => ({ ...service, parcelId: row.id })),
      );
      await redeclare(tx, customerId, row, warehouse.currencyId, items);
      // A claim rests on the number: another number is another parcel (perhaps one held without owner).
      if (input.tracking_number !== row.trackingNumber) {
        await withdrawClaimsOfPreAlert(tx, row.id, ctx.clock());
        const unowned = await findActiveUnclaimedByTracking(tx, input.tracking_number, true);
        if (unowned) await openClaim(tx, unowned, row);
      }
      await updateParcelRow(tx, row.id, {
        trackingNumber: input.tracking_number,
        storeId: warehouse.storeId,
        courierCompanyId: input.courier_company_id ?? null,
        destinationCountryId: input.destination_country_id ?? null,
        contents: input.contents,
        remark: input.remark,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'parcels_owned_tracking_unique'))
      await assertTrackingNumbersFree(ctx.db, customerId, [input.tracking_number], () => 'tracking_number', id);
    throw error;
  }
  return parcelDetail(ctx, customerId, id, language);
}

/** deletePreParcel/{id}: withdraws a pre-alert that has not arrived (its declaration goes when no parcel shares it). */
export async function removePreAlert(ctx: AppContext, customerId: number, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await requirePreAlert(tx, customerId, id);
    await withdrawClaimsOfPreAlert(tx, row.id, ctx.clock());
    await deleteParcelRow(tx, row.id);
    if (row.declarationId !== null && (await countParcelsWithDeclaration(tx, row.declarationId)) === 0)
      await deleteDeclaration(tx, row.declarationId);
  });
  return { id };
}

/** saveParcelDeclare: the declaration of one parcel, until it goes into a shipment. */
export async function saveDeclaration(
  ctx: AppContext,
  customerId: number,
  input: { parcel_id: number; items: DeclarationItem[] },
  language: Language,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await requireOwnedParcel(tx, customerId, input.parcel_id, true);
    if (row.status > PARCEL_STATUS.inStock)
      throw new AppError('rule', 'parcel.notInStock', {
        params: { tracking: row.trackingNumber, status: statusText(language, row.status) },
      });
    const warehouse = await resolveWarehouse(tx, customerId, row.storeId);
    await redeclare(tx, customerId, row, warehouse.currencyId, declarationRows(input.items, warehouse.currency));
  });
  return (await parcelDetail(ctx, customerId, input.parcel_id, language)).declaration;
}

/**
 * Pre-alerted parcels of a pre-shipment dropped at an agent point: how many days the goods waited there, so their
 * shipment charges the agent storage past the free days (SPEC §9).
 */
export async function recordAgentStorage(db: Database, parcelIds: number[], days: number) {
  await setAgentStorageDays(db, parcelIds, days);
}

/** Pre-alerted parcels of a picked-up pre-shipment: each one's share of the pickup fee, charged with its shipment. */
export async function recordPickupFee(db: Database, parcelIds: number[], shares: readonly number[]) {
  for (const [index, id] of parcelIds.entries()) await setPickupFeeShare(db, id, shares[index] ?? 0);
}
