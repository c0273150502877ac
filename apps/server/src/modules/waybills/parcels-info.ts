import { type CurrencyCode, type Language, localName, submissionSteps, translate } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import {
  findCustomerParcels,
  findWarehouseWithCurrency,
  listDeclarationItems,
  parcelSummaries,
  submissionBlockers,
} from '../parcels/index.js';
import { amountText } from './presenters.js';
import { assertNothingUnpaid } from './submit-checks.js';

/**
 * The chosen parcels as the submission flow needs them: their warehouse, weights and sizes, the declaration
 * their pre-alerts give (to start the shipment's from), what keeps any of them back, whether something unpaid
 * blocks the warehouse, and the steps the flow will have before a line is chosen.
 */
export async function parcelsInfo(ctx: AppContext, customerId: number, parcelIds: number[], language: Language) {
  const rows = await findCustomerParcels(ctx.db, customerId, parcelIds);
  if (rows.length !== new Set(parcelIds).size) throw new AppError('not_found', 'error.notFound');
  const storeIds = [...new Set(rows.map((row) => row.storeId))];
  const [storeId] = storeIds;
  const warehouse = storeId === undefined ? undefined : await findWarehouseWithCurrency(ctx.db, storeId);
  const declarationIds = [...new Set(rows.flatMap((row) => (row.declarationId ? [row.declarationId] : [])))];
  const [summaries, waiting, items] = await Promise.all([
    parcelSummaries(ctx, language, rows),
    submissionBlockers(ctx, customerId, parcelIds, language),
    listDeclarationItems(ctx.db, declarationIds),
  ]);
  let unpaid: string | null = null;
  if (storeId !== undefined) {
    try {
      await assertNothingUnpaid(ctx.db, customerId, storeId, language);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      unpaid = translate(language, error.messageKey, error.options.params);
    }
  }
  const declaration = items.map(({ item, currencyCode }) => ({
    name: item.name,
    quantity: item.quantity,
    total_amount: amountText(item.totalAmount, currencyCode as CurrencyCode),
    product_type: item.productType,
    attributes: item.attributes,
  }));
  const hasBattery = declaration.some((item) => item.attributes.includes('battery'));
  const grams = rows.reduce((sum, row) => sum + (row.weightGrams ?? 0), 0);
  return {
    store_id: storeId ?? null,
    same_warehouse: storeIds.length === 1,
    warehouse_name: warehouse ? localName(language, warehouse.warehouse) : '',
    currency: warehouse?.currencyCode ?? null,
    parcels: summaries,
    parcel_count: rows.length,
    total_weight: String(grams / 1000),
    declaration,
    waiting,
    unpaid,
    can_submit: storeIds.length === 1 && waiting.length === 0 && unpaid === null,
    steps: submissionSteps({ hasBattery }),
  };
}
