import {
  ACKNOWLEDGEMENT_MESSAGES,
  calendarDate,
  type Language,
  needsCustomsAuthorisation,
  PARCEL_STATUS,
  type ParcelStatus,
  parcelStatusName,
  type SubmitWaybill,
  splitFileList,
  submissionSteps,
  translate,
} from '@parcelway/domain';
import type { RecipientRow, WaybillRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { customerFileIds } from '../files/index.js';
import { eta } from '../logistics/index.js';
import { findCustomerParcels, moveParcel, submissionBlockers } from '../parcels/index.js';
import { ownParcelsAtOneWarehouse, priceDraft } from './draft-pricing.js';
import { feeColumns } from './fees.js';
import { noteWaybill } from './moves.js';
import { saveShipperProfile } from './queries/documents.js';
import { insertWaybillImages, insertWaybillServices } from './queries/history.js';
import { insertWaybill, updateWaybillRow } from './queries/waybills.js';
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
    gst_registered: row.gstRegistered,
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
  const chosen = await ownParcelsAtOneWarehouse(ctx, customerId, input.parcel_ids);
  const { parcels, storeId } = chosen;
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
  await assertNothingUnpaid(ctx.db, customerId, storeId, language);

  const draft = await priceDraft(ctx, customerId, chosen, input, language);
  const { recipient, line, items, attributes, box, declared, rates, member, priced } = draft;
  await assertReceiverNotInBatch(ctx.db, customerId, recipient);

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
  // The shop's receipt when the customer says it already charged the destination's GST (issue 44).
  let receiptFiles: string[] = [];
  if (input.shop_charged_tax) {
    const references = splitFileList(input.shop_tax_receipt);
    if (references.length === 0) throw AppError.field('shop_tax_receipt', 'customs.shopChargedNeedsReceipt');
    receiptFiles = await customerFileIds(ctx.db, customerId, references, 'shop_tax_receipt');
  }
  // The shipment services with the customer's own pictures.
  const serviceRows: {
    extraServiceId: number;
    comment: string;
    fileIds: string[];
    price: number;
    currencyId: number;
  }[] = [];
  for (const [index, service] of draft.services.entries())
    serviceRows.push({
      extraServiceId: service.extraServiceId,
      comment: service.entry.comment,
      fileIds: await customerFileIds(
        ctx.db,
        customerId,
        splitFileList(service.entry.files),
        `extra_services.${index}.files`,
      ),
      price: service.price,
      currencyId: service.currencyId,
    });
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
      shopChargedTax: input.shop_charged_tax,
      quotedDuties: priced.dutiesRecord,
      duties: priced.dutiesRecord,
      signDocumentRequired: needsCustomsAuthorisation(declared, rates),
      estimatedDeliveryFrom: arrival.estimated_delivery_from,
      estimatedDeliveryTo: arrival.estimated_delivery_to,
      submittedAt: now,
    });
    const shipmentNo = `PW${calendarDate(now).slice(2).replaceAll('-', '')}${String(inserted.id).padStart(6, '0')}`;
    await updateWaybillRow(tx, inserted.id, { shipmentNo });
    for (const parcel of locked)
      await moveParcel(tx, parcel, {
        to: PARCEL_STATUS.processing,
        kind: 'in_waybill',
        details: { shipment: shipmentNo },
        at: now,
        language,
        changes: { waybillId: inserted.id },
      });
    await insertWaybillServices(
      tx,
      serviceRows.map((row) => ({ ...row, waybillId: inserted.id })),
    );
    await insertWaybillImages(tx, [
      ...batteryFiles.map((fileId) => ({ waybillId: inserted.id, fileId, kind: 'battery' as const })),
      ...receiptFiles.map((fileId) => ({ waybillId: inserted.id, fileId, kind: 'declaration' as const })),
    ]);
    await noteWaybill(tx, inserted, now, [{ kind: 'submitted' }]);
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
