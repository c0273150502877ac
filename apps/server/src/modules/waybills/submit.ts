import {
  ACKNOWLEDGEMENT_MESSAGES,
  attributeList,
  type CurrencyCode,
  calendarDate,
  isParcelAttribute,
  type Language,
  lineProblemText,
  localName,
  type MessageKey,
  type Money,
  money,
  needsCustomsAuthorisation,
  PARCEL_STATUS,
  type ParcelStatus,
  parcelStatusName,
  type SubmitWaybill,
  splitFileList,
  submissionSteps,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { RecipientRow, WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { extraServicesAt } from '../catalogue/reads.js';
import { customerFileIds } from '../files/service.js';
import { eta, loadLine, ratesToday } from '../logistics/service.js';
import { memberTermsAt } from '../membership/reads.js';
import { submissionBlockers } from '../parcels/blockers.js';
import { insertParcelEvents, moveParcel } from '../parcels/moves.js';
import { findCustomerParcels, findWarehouseWithCurrency } from '../parcels/reads.js';
import { declarationRows } from '../parcels/service.js';
import { recipientForWaybill } from '../recipients/service.js';
import { agentStorageOf, cartonsFee, declaredTotal, feeColumns, pickupFeeOf, priceWaybill } from './fees.js';
import { saveShipperProfile } from './queries/documents.js';
import { insertWaybillEvents, insertWaybillImages, insertWaybillServices } from './queries/history.js';
import { findBoxService } from './queries/prices.js';
import { insertWaybill, parcelServiceCharges, updateWaybillRow } from './queries/waybills.js';
import { boxesOf } from './recalculate.js';
import { waybillDetail } from './service.js';
import { assertNothingUnpaid, assertReceiverNotInBatch, BLOCKER_MESSAGES } from './submit-checks.js';

function recipientSnapshot(row: RecipientRow): WaybillRow['recipient'] {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    phone_code: row.phoneCode,
    contact_number: row.contactNumber,
    mobile: row.mobile,
    email: row.email,
    company: row.company,
    country_id: row.countryId,
    state: row.state,
    city: row.city,
    postcode: row.postcode,
    address: row.address,
    address2: row.address2,
    address3: row.address3,
    unit_number: row.unitNumber,
    address_type: row.addressType,
    id_number: row.idNumber,
    abn: row.abn,
  };
}

/**
 * submitParcel: the chosen in-stock parcels become one waybill to one recipient on one line. Every rule is
 * checked first (SPEC §4, §5: parcels free to ship, nothing unpaid at the warehouse, a complete recipient
 * not already in the batch, the line of the route and its limits, the acknowledgements the line and the
 * contents need); then, in one transaction, the parcels are locked, moved to processing and the waybill
 * written with its estimated fees (final when packed).
 */
export async function submitWaybill(ctx: AppContext, customerId: number, input: SubmitWaybill, language: Language) {
  const parcels = await findCustomerParcels(ctx.db, customerId, input.parcel_ids);
  if (parcels.length !== input.parcel_ids.length) throw new AppError('not_found', 'error.notFound');
  const waiting = await submissionBlockers(ctx, customerId, input.parcel_ids, language);
  const [firstWait] = waiting;
  const firstReason = firstWait?.reasons[0];
  if (firstWait && firstReason) {
    const parcel = parcels.find((row) => row.id === firstWait.parcel_id);
    throw new AppError('rule', BLOCKER_MESSAGES[firstReason.code], {
      params: {
        tracking: firstWait.tracking_number,
        status: parcel ? translate(language, `parcelStatus.${parcelStatusName(parcel.status as ParcelStatus)}`) : '',
      },
      data: { waiting },
    });
  }
  const storeIds = new Set(parcels.map((parcel) => parcel.storeId));
  const [storeId] = storeIds;
  if (storeIds.size !== 1 || storeId === undefined) throw new AppError('rule', 'parcel.differentWarehouses');
  await assertNothingUnpaid(ctx.db, customerId, storeId, language);

  const recipient = await recipientForWaybill(ctx, customerId, input.recipient_id, language);
  const line = await loadLine(ctx, input.courier_id);
  if (!line?.row.active || line.row.storeId !== storeId || line.row.countryId !== recipient.countryId)
    throw AppError.field('courier_id', 'waybill.lineNotForRoute');
  await assertReceiverNotInBatch(ctx.db, customerId, recipient);

  const warehouse = await findWarehouseWithCurrency(ctx.db, storeId);
  if (!warehouse) throw new AppError('not_found', 'error.notFound');
  const currency = line.currency;
  const items = declarationRows(input.declaration, currency, 'declaration');
  const attributes = [...new Set(items.flatMap((item) => item.attributes).filter(isParcelAttribute))];

  // The acknowledgements and the battery step the line and the contents ask for (SPEC §2, §5).
  const steps = submissionSteps({
    requiredDocuments: line.row.requiredDocuments,
    hasBattery: attributes.includes('battery'),
  });
  for (const step of ['safety', 'terms', 'empp', 'aqis', 'ezway'] as const) {
    if (steps.includes(step) && !input.acknowledgements[step])
      throw AppError.field(`acknowledgements.${step}`, ACKNOWLEDGEMENT_MESSAGES[step]);
  }
  let batteryFiles: string[] = [];
  if (steps.includes('battery')) {
    if (!input.battery?.remark) throw AppError.field('battery.remark', 'extraService.remarkRequired');
    const references = splitFileList(input.battery.files);
    if (references.length === 0) throw AppError.field('battery.files', 'extraService.imageRequired');
    batteryFiles = await customerFileIds(ctx.db, customerId, references, 'battery.files');
  }

  // Shipment services (the combined box) the warehouse offers, with the customer's own pictures.
  const services = await extraServicesAt(
    ctx.db,
    storeId,
    input.extra_services.map((entry) => entry.extra_service_id),
  );
  const serviceRows: {
    extraServiceId: number;
    comment: string;
    fileIds: string[];
    price: number;
    currencyId: number;
    priced: Money;
  }[] = [];
  for (const [index, entry] of input.extra_services.entries()) {
    const found = services.find((row) => row.service.id === entry.extra_service_id);
    if (found?.service.scope !== 'shipment' || found.price === null || found.currencyId === null)
      throw AppError.field(`extra_services.${index}.extra_service_id`, 'extraService.notOffered', {
        warehouse: localName(language, warehouse.warehouse),
        service: found ? translate(language, `extraService.${found.service.code}.name` as MessageKey) : '',
      });
    serviceRows.push({
      extraServiceId: found.service.id,
      comment: entry.comment,
      fileIds: await customerFileIds(ctx.db, customerId, splitFileList(entry.files), `extra_services.${index}.files`),
      price: found.price,
      currencyId: found.currencyId,
      priced: money(found.price, warehouse.currencyCode as CurrencyCode),
    });
  }
  const box = input.box_service_id ? await findBoxService(ctx.db, input.box_service_id) : undefined;
  if (input.box_service_id && !box) throw AppError.field('box_service_id', 'validation.choice');

  const { rates } = await ratesToday(ctx);
  const declared = declaredTotal(
    items.map((item) => item.totalAmount),
    currency,
  );
  const parcelServicePrices = await parcelServiceMoney(ctx.db, input.parcel_ids);
  // A member's discounts and priority handling are taken as they stand now and frozen on the waybill.
  const member = await memberTermsAt(ctx.db, customerId, ctx.clock());
  const priced = priceWaybill({
    line,
    boxes: boxesOf(
      { packedWeightGrams: null, packedLengthMm: null, packedWidthMm: null, packedHeightMm: null },
      parcels,
    ),
    parcelCount: parcels.length,
    attributes,
    declared,
    insured: input.insured,
    extras: [
      ...parcelServicePrices,
      ...serviceRows.map((row) => row.priced),
      ...(box ? [money(box.priceAud, 'AUD')] : []),
      ...cartonsFee(input.extra_cartons),
    ],
    agentStorage: agentStorageOf(parcels),
    pickupFee: pickupFeeOf(parcels, warehouse.currencyCode as CurrencyCode),
    destinationCountryId: recipient.countryId,
    date: calendarDate(ctx.clock()),
    rates,
    member: member ?? undefined,
  });
  const [problem] = priced.problems;
  if (problem) {
    const text = lineProblemText(language, problem);
    throw new AppError('rule', problem.key, {
      params: 'params' in problem ? { ...problem.params } : { attributes: attributeList(language, problem.attributes) },
      fields: { courier_id: problem.key },
      data: { advice: text.advice ?? null, problems: priced.problems.map((each) => lineProblemText(language, each)) },
    });
  }
  const arrival = eta(ctx, line.row);

  const waybillId = await ctx.db.transaction(async (tx) => {
    const locked = await findCustomerParcels(tx, customerId, input.parcel_ids, true);
    for (const parcel of locked) {
      if (parcel.status !== PARCEL_STATUS.inStock || parcel.waybillId !== null)
        throw new AppError('conflict', 'parcel.notInStock', {
          params: { tracking: parcel.trackingNumber, status: translate(language, 'parcelStatus.processing') },
        });
    }
    await assertNothingUnpaid(tx, customerId, storeId, language);
    const now = ctx.clock();
    const inserted = await insertWaybill(tx, {
      customerId,
      storeId,
      lineId: line.row.id,
      countryId: recipient.countryId,
      status: 'pending',
      recipientId: recipient.id,
      recipient: recipientSnapshot(recipient),
      shipper: input.shipper,
      declaration: items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        total_amount: item.totalAmount,
        product_type: item.productType,
        attributes: item.attributes,
      })),
      declaredValue: declared.minor,
      currencyId: line.row.currencyId,
      insured: input.insured,
      boxServiceId: box?.id ?? null,
      extraCartons: input.extra_cartons,
      batteryRemark: input.battery?.remark ?? null,
      acknowledgements: input.acknowledgements,
      remark: input.remark,
      priority: member?.priority ?? false,
      memberFreightBasisPoints: member?.freightBasisPoints ?? 0,
      memberExtraBasisPoints: member?.extraBasisPoints ?? 0,
      ...feeColumns(priced.fees, priced),
      chargeableGrams: priced.chargeableGrams,
      quotedChargeableGrams: priced.chargeableGrams,
      quotedTotal: priced.fees.total.minor,
      signDocumentRequired: needsCustomsAuthorisation(declared, rates),
      estimatedDeliveryFrom: arrival.estimated_delivery_from,
      estimatedDeliveryTo: arrival.estimated_delivery_to,
      submittedAt: now,
    });
    const shipmentNo = `PW${calendarDate(now).slice(2).replaceAll('-', '')}${String(inserted.id).padStart(6, '0')}`;
    await updateWaybillRow(tx, inserted.id, { shipmentNo });
    for (const parcel of locked)
      await moveParcel(tx, parcel, PARCEL_STATUS.processing, language, { waybillId: inserted.id });
    await insertParcelEvents(
      tx,
      locked.map((parcel) => ({
        parcelId: parcel.id,
        status: PARCEL_STATUS.processing,
        kind: 'in_waybill',
        details: { shipment: shipmentNo },
        createdAt: now,
      })),
    );
    await insertWaybillServices(
      tx,
      serviceRows.map(({ priced: _priced, ...row }) => ({ ...row, waybillId: inserted.id })),
    );
    await insertWaybillImages(
      tx,
      batteryFiles.map((fileId) => ({ waybillId: inserted.id, fileId, kind: 'battery' as const })),
    );
    await insertWaybillEvents(tx, [{ waybillId: inserted.id, status: 'pending', kind: 'submitted', createdAt: now }]);
    await saveShipperProfile(tx, {
      customerId,
      senderName: input.shipper.sender_name,
      commercialValue: input.shipper.commercial_value,
      exportReason: input.shipper.export_reason,
      undeliverableAction: input.shipper.undeliverable_action,
    });
    return inserted.id;
  });
  return waybillDetail(ctx, customerId, waybillId, language);
}

async function parcelServiceMoney(db: Database, parcelIds: number[]) {
  const charges = await parcelServiceCharges(db, parcelIds);
  return charges.map((charge) => money(charge.price, charge.currencyCode as CurrencyCode));
}
