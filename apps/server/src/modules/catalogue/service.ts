import {
  type CurrencyCode,
  convertWithRates,
  type DeliveryCosts,
  EXTRA_CARTON_FEE,
  formatMajor,
  isCurrencyCode,
  isMessageKey,
  type Language,
  localName,
  type Money,
  money,
  PICKUP_POINT_FREE_STORAGE_DAYS,
  PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY,
  PICKUP_POINT_STORAGE_PER_PACKAGE_DAY,
  translate,
} from '@parcelway/domain';
import type { extraServices } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { ratesToday } from '../logistics/index.js';
import {
  customerStoreId,
  findWarehouse,
  listBoxServices,
  listDestinations,
  listExtraServices,
  listLastMileRates,
  listTags,
} from './queries.js';

/** Catalogue rows carry their English name as `name`. */
export const catalogueName = (language: Language, row: { name: string; nameCn: string; nameTw: string }) =>
  localName(language, { nameEn: row.name, nameCn: row.nameCn, nameTw: row.nameTw });

const amount = (value: Money) => formatMajor(value);

/** The text of a catalogue key, or the code itself for a row added without one (e.g. by staff). */
const textOf = (language: Language, key: string, code: string) => (isMessageKey(key) ? translate(language, key) : code);

/** An extra service's name in a language (its code for a service added without one). */
export const serviceName = (language: Language, code: string) => textOf(language, `extraService.${code}.name`, code);

/** The warehouse asked for, else the customer's own; 404 for an unknown or closed one. */
async function warehouseFor(ctx: AppContext, customerId: number, storeId: number | undefined) {
  const id = storeId ?? (await customerStoreId(ctx.db, customerId));
  const warehouse = id === undefined ? undefined : await findWarehouse(ctx.db, id);
  if (!warehouse || !isCurrencyCode(warehouse.currencyCode)) throw new AppError('not_found', 'error.notFound');
  return { storeId: warehouse.storeId, currency: warehouse.currencyCode };
}

export async function tagList(ctx: AppContext, language: Language) {
  const rows = await listTags(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    kind: row.kind,
    kind_name: translate(language, `tagKind.${row.kind}`),
    name: textOf(
      language,
      row.kind === 'attribute' ? `parcelAttribute.${row.code}` : `productType.${row.code}`,
      row.code,
    ),
  }));
}

/**
 * The extra services of SPEC §1 at a warehouse. `offeredOnly` gives extraServiceList (what the warehouse
 * offers); otherwise allExtraServiceList (every service, `offered` false and no price where it does not).
 */
export async function extraServiceList(
  ctx: AppContext,
  customerId: number,
  storeId: number | undefined,
  language: Language,
  offeredOnly: boolean,
) {
  const warehouse = await warehouseFor(ctx, customerId, storeId);
  const rows = await listExtraServices(ctx.db, warehouse.storeId);
  return rows
    .filter((row) => !offeredOnly || row.price !== null)
    .map((row) => presentExtraService(language, warehouse, row));
}

/**
 * One extra service at a warehouse as customers read it (extraServiceList, allExtraServiceList, and the staff preview
 * of an unsaved price): `price` null where the warehouse does not offer it.
 */
export function presentExtraService(
  language: Language,
  warehouse: { storeId: number; currency: CurrencyCode },
  row: {
    service: typeof extraServices.$inferSelect;
    price: number | null;
    currencyCode: string | null;
  },
) {
  const { service, price, currencyCode } = row;
  const offered = price !== null && currencyCode !== null && isCurrencyCode(currencyCode);
  return {
    id: service.id,
    extra_service_id: service.id,
    code: service.code,
    name: serviceName(language, service.code),
    description: textOf(language, `extraService.${service.code}.description`, ''),
    scope: service.scope,
    store_id: warehouse.storeId,
    offered,
    price: offered ? amount(money(price, currencyCode)) : null,
    currency: offered ? currencyCode : warehouse.currency,
    remark_required: service.requiresRemark,
    image_required: service.requiresImage,
    reject_whole: service.rejectWholeOption,
    options: service.rejectWholeOption
      ? [
          { part: 0, name: translate(language, 'extraService.rejectWhole') },
          { part: 1, name: translate(language, 'extraService.rejectPart') },
        ]
      : [],
  };
}

async function boxServices(ctx: AppContext, customerId: number, storeId: number | undefined, language: Language) {
  const warehouse = await warehouseFor(ctx, customerId, storeId);
  const { rates, rateDate } = await ratesToday(ctx);
  const priced = (aud: Money) => ({
    price: amount(convertWithRates(aud, warehouse.currency, rates)),
    currency: warehouse.currency,
    price_aud: amount(aud),
  });
  const rows = await listBoxServices(ctx.db);
  const packaging = rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: textOf(language, `boxService.${row.code}.name`, row.code),
    description: textOf(language, `boxService.${row.code}.description`, ''),
    unit: row.unit,
    ...priced(money(row.priceAud, 'AUD')),
  }));
  const carton = priced(EXTRA_CARTON_FEE);
  const extraCarton = {
    id: null,
    code: 'extra_carton',
    name: translate(language, 'boxService.extra_carton.name'),
    description: translate(language, 'boxService.extra_carton.description', {
      price: `${carton.currency} ${carton.price}`,
    }),
    unit: 'carton' as const,
    ...carton,
  };
  return { warehouse, rateDate, packaging, extraCarton };
}

/** boxServiceList: the packaging options and the extra carton, one flat list. */
export async function boxServiceList(
  ctx: AppContext,
  customerId: number,
  storeId: number | undefined,
  language: Language,
) {
  const { packaging, extraCarton } = await boxServices(ctx, customerId, storeId, language);
  return [...packaging, extraCarton];
}

/** newBoxServiceList: the same, grouped, with the warehouse and the rate date of the conversion. */
export async function newBoxServiceList(
  ctx: AppContext,
  customerId: number,
  storeId: number | undefined,
  language: Language,
) {
  const { warehouse, rateDate, packaging, extraCarton } = await boxServices(ctx, customerId, storeId, language);
  return {
    store_id: warehouse.storeId,
    currency: warehouse.currency,
    rate_date: rateDate,
    packaging,
    extra_carton: extraCarton,
  };
}

export async function deliveryCostData(
  ctx: AppContext,
  query: { country_id?: number | undefined; currency?: CurrencyCode | undefined },
  language: Language,
) {
  const currency = query.currency ?? 'AUD';
  const { rates, rateDate } = await ratesToday(ctx);
  const show = (value: Money) => amount(convertWithRates(value, currency, rates));
  const rows = await listLastMileRates(ctx.db, query.country_id);
  const byCountry = new Map<number, DeliveryCosts['list'][number]>();
  for (const { rate, currencyCode, countryName, iso2 } of rows) {
    if (!isCurrencyCode(currencyCode)) continue;
    const entry = byCountry.get(rate.countryId) ?? {
      country_id: rate.countryId,
      iso2,
      country_name: countryName,
      methods: [],
    };
    entry.methods.push({
      method: rate.method,
      name: translate(language, `lastMile.${rate.method}`),
      price_per_parcel: show(money(rate.pricePerParcel, currencyCode)),
      currency,
      days_min: rate.daysMin,
      days_max: rate.daysMax,
      free_storage_days: rate.method === 'pickup_point' ? PICKUP_POINT_FREE_STORAGE_DAYS : null,
    });
    byCountry.set(rate.countryId, entry);
  }
  const perPackage = show(PICKUP_POINT_STORAGE_PER_PACKAGE_DAY);
  const perCubicMetre = show(PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY);
  return {
    currency,
    rate_date: rateDate,
    pickup_point_storage: {
      free_days: PICKUP_POINT_FREE_STORAGE_DAYS,
      per_package_day: perPackage,
      per_cubic_metre_day: perCubicMetre,
      currency,
      note: translate(language, 'lastMile.storageNote', {
        days: PICKUP_POINT_FREE_STORAGE_DAYS,
        perPackage: `${currency} ${perPackage}`,
        perCubicMetre: `${currency} ${perCubicMetre}`,
      }),
    },
    list: [...byCountry.values()],
  };
}

export async function availableCountries(ctx: AppContext, storeId: number) {
  if (!(await findWarehouse(ctx.db, storeId))) throw new AppError('not_found', 'error.notFound');
  const rows = await listDestinations(ctx.db, storeId);
  return rows.map((row) => ({ id: row.id, iso2: row.iso2, name: row.name, phone_code: row.phoneCode }));
}
