import {
  attributeList,
  type CurrencyCode,
  calendarDate,
  convertWithRates,
  isParcelAttribute,
  type Language,
  lineProblemText,
  localName,
  type MessageKey,
  type Money,
  money,
  type SubmissionQuoteRequest,
  translate,
} from '@parcelway/domain';
import type { ParcelRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { extraServicesAt } from '../catalogue/index.js';
import { loadLine, ratesToday } from '../logistics/index.js';
import { memberTermsAt } from '../membership/index.js';
import { declarationRows, findCustomerParcels, findWarehouseWithCurrency } from '../parcels/index.js';
import { recipientForWaybill } from '../recipients/index.js';
import { agentStorageOf, cartonsFee, declaredTotal, pickupFeeOf, priceWaybill } from './fees.js';
import { importAllowance } from './import-allowance.js';
import { findBoxService } from './queries/prices.js';
import { parcelServiceCharges } from './queries/waybills.js';
import { boxesOf } from './recalculate.js';

/** The customer's own parcels, all at one warehouse: what a shipment (or its estimate) starts from. */
export async function ownParcelsAtOneWarehouse(ctx: AppContext, customerId: number, parcelIds: number[]) {
  const parcels = await findCustomerParcels(ctx.db, customerId, parcelIds);
  if (parcels.length !== parcelIds.length) throw new AppError('not_found', 'error.notFound');
  const storeIds = new Set(parcels.map((parcel) => parcel.storeId));
  const [storeId] = storeIds;
  if (storeIds.size !== 1 || storeId === undefined) throw new AppError('rule', 'parcel.differentWarehouses');
  return { parcels, storeId };
}

/** An extra charge of the shipment with its name in the reader's language, in the currency it is priced in. */
export interface NamedCharge {
  name: string;
  amount: Money;
}

/**
 * The flow's answers priced exactly as submitParcel prices them, with the rules that decide the price checked on the
 * way: the recipient complete and on the line's route, the shipment services the warehouse offers, the packaging, the
 * line's limits (a problem is a 422 naming it). submitParcel writes this price on the waybill; quoteSubmission shows
 * it before the customer commits, so the figure before is the figure after.
 */
export async function priceDraft(
  ctx: AppContext,
  customerId: number,
  chosen: { parcels: ParcelRow[]; storeId: number },
  input: SubmissionQuoteRequest,
  language: Language,
) {
  const { parcels, storeId } = chosen;
  const recipient = await recipientForWaybill(ctx, customerId, input.recipient_id, language);
  const line = await loadLine(ctx, input.courier_id);
  if (!line?.row.active || line.row.storeId !== storeId || line.row.countryId !== recipient.countryId)
    throw AppError.field('courier_id', 'waybill.lineNotForRoute');

  const warehouse = await findWarehouseWithCurrency(ctx.db, storeId);
  if (!warehouse) throw new AppError('not_found', 'error.notFound');
  const warehouseCurrency = warehouse.currencyCode as CurrencyCode;
  const currency = line.currency;
  const items = declarationRows(input.declaration, currency, 'declaration');
  const attributes = [...new Set(items.flatMap((item) => item.attributes).filter(isParcelAttribute))];

  // Shipment services (the combined box) the warehouse offers.
  const offered = await extraServicesAt(
    ctx.db,
    storeId,
    input.extra_services.map((entry) => entry.extra_service_id),
  );
  const services = input.extra_services.map((entry, index) => {
    const found = offered.find((row) => row.service.id === entry.extra_service_id);
    if (found?.service.scope !== 'shipment' || found.price === null || found.currencyId === null)
      throw AppError.field(`extra_services.${index}.extra_service_id`, 'extraService.notOffered', {
        warehouse: localName(language, warehouse.warehouse),
        service: found ? translate(language, `extraService.${found.service.code}.name` as MessageKey) : '',
      });
    return {
      entry,
      extraServiceId: found.service.id,
      price: found.price,
      currencyId: found.currencyId,
      charge: {
        name: translate(language, `extraService.${found.service.code}.name` as MessageKey),
        amount: money(found.price, warehouseCurrency),
      },
    };
  });
  const box = input.box_service_id ? await findBoxService(ctx.db, input.box_service_id) : undefined;
  if (input.box_service_id && !box) throw AppError.field('box_service_id', 'validation.choice');

  const { rates, rateDate } = await ratesToday(ctx);
  const declared = declaredTotal(
    items.map((item) => item.totalAmount),
    currency,
  );
  const parcelServices: NamedCharge[] = (
    await parcelServiceCharges(
      ctx.db,
      parcels.map((parcel) => parcel.id),
    )
  ).map((charge) => ({
    name: translate(language, `extraService.${charge.code}.name` as MessageKey),
    amount: money(charge.price, charge.currencyCode as CurrencyCode),
  }));
  const extras: NamedCharge[] = [
    ...parcelServices,
    ...services.map((service) => service.charge),
    ...(box
      ? [{ name: translate(language, `boxService.${box.code}.name` as MessageKey), amount: money(box.priceAud, 'AUD') }]
      : []),
    ...cartonsFee(input.extra_cartons).map((amount) => ({
      name: translate(language, 'waybill.quote.extraCartons', { count: input.extra_cartons }),
      amount,
    })),
  ];
  // A member's discounts and priority handling are taken as they stand now (submitParcel freezes them on the waybill).
  const member = await memberTermsAt(ctx.db, customerId, ctx.clock());
  // Taiwan: the receiver's imports through us this half-year decide whether this one is still duty-free.
  const allowance = await importAllowance(ctx.db, {
    customerId,
    countryId: recipient.countryId,
    receiver: recipient,
    at: ctx.clock(),
  });
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
    extras: extras.map((extra) => extra.amount),
    agentStorage: agentStorageOf(parcels),
    pickupFee: pickupFeeOf(parcels, warehouseCurrency),
    destinationCountryId: recipient.countryId,
    date: calendarDate(ctx.clock()),
    rates,
    member: member ?? undefined,
    shopChargedTax: input.shop_charged_tax,
    importsThisHalfYear: allowance?.earlier,
    businessTaxNumber: recipient.abn,
    businessGstRegistered: recipient.gstRegistered,
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
  const inWaybillCurrency = (charge: NamedCharge): NamedCharge => ({
    name: charge.name,
    amount: convertWithRates(charge.amount, currency, rates),
  });
  return {
    recipient,
    line,
    items,
    attributes,
    services,
    box,
    declared,
    rates,
    rateDate,
    member,
    priced,
    allowance,
    /** The extras by name, each as the waybill's `extra` counts it (in the waybill's currency). */
    extras: extras.map(inWaybillCurrency),
  };
}

export type PricedDraft = Awaited<ReturnType<typeof priceDraft>>;
