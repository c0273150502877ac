import {
  type DutiesRecord,
  isParcelAttribute,
  type Money,
  money,
  type ParcelAttribute,
  type QuoteParcel,
  type RatesPerAud,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WaybillRow } from '../../db/schema/index.js';
import { findLineById, stored } from '../logistics/index.js';
import {
  agentStorageOf,
  cartonsFee,
  declaredTotal,
  feeColumns,
  pickupFeeOf,
  priceWaybill,
  type WaybillPricing,
} from './fees.js';
import { importAllowance } from './import-allowance.js';
import { currencyOf } from './presenters.js';
import { listWaybillServices } from './queries/history.js';
import { findBoxService, findLastMileRate } from './queries/prices.js';
import { parcelServiceCharges, parcelsOfWaybill } from './queries/waybills.js';

export function attributesOf(declaration: WaybillRow['declaration']): ParcelAttribute[] {
  return [...new Set(declaration.flatMap((item) => item.attributes).filter(isParcelAttribute))];
}

/** The boxes a waybill is priced on: the packed box once staff packed it, else its parcels as measured. */
export function boxesOf(
  row: Pick<WaybillRow, 'packedWeightGrams' | 'packedLengthMm' | 'packedWidthMm' | 'packedHeightMm'>,
  parcels: { weightGrams: number | null; lengthMm: number | null; widthMm: number | null; heightMm: number | null }[],
): QuoteParcel[] {
  if (row.packedWeightGrams && row.packedLengthMm && row.packedWidthMm && row.packedHeightMm)
    return [
      {
        actualGrams: row.packedWeightGrams,
        lengthMm: row.packedLengthMm,
        widthMm: row.packedWidthMm,
        heightMm: row.packedHeightMm,
      },
    ];
  return parcels.map((parcel) => ({
    actualGrams: parcel.weightGrams ?? 0,
    lengthMm: parcel.lengthMm ?? 1,
    widthMm: parcel.widthMm ?? 1,
    heightMm: parcel.heightMm ?? 1,
  }));
}

/**
 * Prices a stored waybill again from what it holds now — its line, its parcels (or packed box), their extra
 * services, the shipment's services, packaging and cartons, the last mile — and answers the new fee columns.
 * One path for every change that moves a price: packing, a line upgrade, a last-mile choice.
 */
export async function recalculateFees(
  db: Database,
  row: WaybillRow,
  rates: RatesPerAud,
  date: string,
): Promise<{ pricing: WaybillPricing; columns: ReturnType<typeof feeColumns> & { duties: DutiesRecord } }> {
  const record = await findLineById(db, row.lineId);
  if (!record) throw new Error(`line ${row.lineId} vanished`);
  const line = stored(record);
  const currency = currencyOf(row);
  const parcels = await parcelsOfWaybill(db, row.id);
  const [parcelCharges, services, box, lastMile] = await Promise.all([
    parcelServiceCharges(
      db,
      parcels.map((parcel) => parcel.id),
    ),
    listWaybillServices(db, row.id),
    row.boxServiceId ? findBoxService(db, row.boxServiceId) : Promise.resolve(undefined),
    row.lastMileMethod ? findLastMileRate(db, row.countryId, row.lastMileMethod) : Promise.resolve(undefined),
  ]);
  const extras: Money[] = [
    ...parcelCharges.map((charge) => money(charge.price, charge.currencyCode as typeof currency)),
    ...services.map(({ entry, currencyCode }) => money(entry.price, currencyCode as typeof currency)),
    ...(box ? [money(box.priceAud, 'AUD')] : []),
    ...cartonsFee(row.extraCartons),
  ];
  const pricing = priceWaybill({
    line,
    boxes: boxesOf(row, parcels),
    parcelCount: parcels.length,
    attributes: attributesOf(row.declaration),
    declared: declaredTotal(
      row.declaration.map((item) => item.total_amount),
      currency,
    ),
    insured: row.insured,
    extras,
    delivery: lastMile ? money(lastMile.rate.pricePerParcel, lastMile.currencyCode as typeof currency) : undefined,
    agentStorage: agentStorageOf(parcels),
    pickupFee: pickupFeeOf(parcels, currency),
    destinationCountryId: row.countryId,
    date,
    rates,
    // The member terms frozen at submission: a membership ending (or starting) later changes nothing here.
    member: { freightBasisPoints: row.memberFreightBasisPoints, extraBasisPoints: row.memberExtraBasisPoints },
    shopChargedTax: row.shopChargedTax,
    // The receiver as the waybill keeps it: its business number at submission decides, not a later edit.
    businessTaxNumber: row.recipient.abn,
    businessGstRegistered: row.recipient.gst_registered ?? false,
    // Taiwan: the receiver's imports submitted before this one in its half-year (the count it was quoted with).
    importsThisHalfYear: (
      await importAllowance(db, {
        customerId: row.customerId,
        countryId: row.countryId,
        receiver: {
          idNumber: row.recipient.id_number,
          firstName: row.recipient.first_name,
          lastName: row.recipient.last_name,
          mobile: row.recipient.mobile,
        },
        at: row.submittedAt,
        beforeId: row.id,
      })
    )?.earlier,
  });
  return { pricing, columns: { ...feeColumns(pricing.fees, pricing), duties: pricing.dutiesRecord } };
}
