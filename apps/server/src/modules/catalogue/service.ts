import {
  type CurrencyCode,
  calendarDate,
  convertWithRates,
  type DeliveryCosts,
  EXTRA_CARTON_FEE,
  formatMajor,
  isCurrencyCode,
  isMessageKey,
  type Language,
  localName,
  type MessageKey,
  type Money,
  money,
  PICKUP_POINT_FREE_STORAGE_DAYS,
  PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY,
  PICKUP_POINT_STORAGE_PER_PACKAGE_DAY,
  type RatesPerAud,
  translate,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findLineById, ratesOn } from '../logistics/reads.js';
import { type Place, placesForPostcode } from './postcodes.js';
import {
  customerStoreId,
  findWarehouse,
  listBoxServices,
  listDestinations,
  listExtraServices,
  listLastMileRates,
  listStatesOf,
  listTags,
} from './queries.js';

/** Catalogue rows carry their English name as `name`. */
const catalogueName = (language: Language, row: { name: string; nameCn: string; nameTw: string }) =>
  localName(language, { nameEn: row.name, nameCn: row.nameCn, nameTw: row.nameTw });

const amount = (value: Money) => formatMajor(value);

/** The text of a catalogue key, or the code itself for a row added without one (e.g. by staff). */
const textOf = (language: Language, key: string, code: string) => (isMessageKey(key) ? translate(language, key) : code);

/** Today's exchange rates (units per AUD) and the newest date among them. */
async function ratesToday(ctx: AppContext): Promise<{ rates: RatesPerAud; rateDate: string | null }> {
  const rows = await ratesOn(ctx.db, calendarDate(ctx.clock()));
  const rates: Partial<Record<CurrencyCode, string>> = {};
  let rateDate: string | null = null;
  for (const row of rows) {
    if (isCurrencyCode(row.code)) rates[row.code] = row.perAud;
    if (rateDate === null || row.effectiveOn > rateDate) rateDate = row.effectiveOn;
  }
  return { rates, rateDate };
}

/** The warehouse asked for, else the customer's own; 404 for an unknown or closed one. */
async function warehouseFor(ctx: AppContext, customerId: number, storeId: number | undefined) {
  const id = storeId ?? (await customerStoreId(ctx.db, customerId));
  const warehouse = id === undefined ? undefined : await findWarehouse(ctx.db, id);
  if (!warehouse || !isCurrencyCode(warehouse.currencyCode)) throw new AppError('not_found', 'error.notFound');
  return { storeId: warehouse.storeId, currency: warehouse.currencyCode };
}

// ── Tags ──────────────────────────────────────────────────────────────────────────────────

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

// ── Extra services ────────────────────────────────────────────────────────────────────────

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
    .map(({ service, price, currencyCode }) => {
      const offered = price !== null && currencyCode !== null && isCurrencyCode(currencyCode);
      return {
        id: service.id,
        extra_service_id: service.id,
        code: service.code,
        name: textOf(language, `extraService.${service.code}.name`, service.code),
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
    });
}

// ── Box services ──────────────────────────────────────────────────────────────────────────

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

// ── Last-mile delivery costs ──────────────────────────────────────────────────────────────

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

// ── Destinations of a warehouse ───────────────────────────────────────────────────────────

export async function availableCountries(ctx: AppContext, storeId: number) {
  if (!(await findWarehouse(ctx.db, storeId))) throw new AppError('not_found', 'error.notFound');
  const rows = await listDestinations(ctx.db, storeId);
  return rows.map((row) => ({ id: row.id, iso2: row.iso2, name: row.name, phone_code: row.phoneCode }));
}

// ── Postcodes ─────────────────────────────────────────────────────────────────────────────

function lookUp(countryId: number, postcode: string, language: Language): Place[] {
  const places = placesForPostcode(countryId, postcode, language !== 'en');
  if (places === undefined)
    throw new AppError('rule', 'address.postcodeLookupUnsupported', {
      fields: { country_id: 'address.postcodeLookupUnsupported' },
    });
  return places;
}

export async function postcodeSuburbs(ctx: AppContext, countryId: number, postcode: string, language: Language) {
  const places = lookUp(countryId, postcode, language);
  if (places.length === 0)
    throw new AppError('rule', 'address.postcodeNotFound', { fields: { postcode: 'address.postcodeNotFound' } });
  const states = await listStatesOf(ctx.db, countryId);
  const stateByCode = new Map(states.map((state) => [state.code, state]));
  return places.map((place) => {
    const state = place.stateCode === null ? undefined : stateByCode.get(place.stateCode);
    return {
      country_id: countryId,
      postcode: place.postcode,
      suburb: place.suburb,
      city: place.city,
      state_id: state?.id ?? null,
      state_code: place.stateCode,
      state: state ? catalogueName(language, state) : place.stateName,
    };
  });
}

// ── Address limits ────────────────────────────────────────────────────────────────────────

/** Addresses couriers do not deliver to: post-office boxes, private and locked bags, parcel lockers. */
const PO_BOX =
  /(\bp\.?\s*o\.?\s*box\b|\bpost\s*office\s*box\b|\bg\.?\s*p\.?\s*o\.?\s*box\b|\blocked\s*bag\b|\bprivate\s*bag\b|\bparcel\s*locker\b|\bparcel\s*pickup\b|邮政信箱|郵政信箱)/i;

export interface AddressToCheck {
  courier_id?: number | undefined;
  country_id: number;
  postcode: string;
  address: string;
  address2?: string | undefined;
  address3?: string | undefined;
  city?: string | undefined;
}

type LimitReason = 'wrong_country' | 'po_box' | 'po_box_postcode' | 'postcode_not_found' | 'remote_area';

/**
 * checkAddressLimit: whether the chosen line (or, without one, a door-delivery courier) can deliver to an
 * address. `limited` is the flag; `reasons` say why, in the caller's language.
 */
export async function checkAddressLimit(ctx: AppContext, input: AddressToCheck, language: Language) {
  const record = input.courier_id === undefined ? undefined : await findLineById(ctx.db, input.courier_id);
  if (input.courier_id !== undefined && !record) throw new AppError('not_found', 'error.notFound');
  const line = record?.line;
  const toDoor = !line || line.deliveryMethod === 'door';
  const reasons: { code: LimitReason; message: string }[] = [];
  const refuse = (code: LimitReason, key: MessageKey, params = {}) =>
    reasons.push({ code, message: translate(language, key, params) });

  if (line && line.countryId !== input.country_id) refuse('wrong_country', 'addressLimit.wrongCountry');
  const text = [input.address, input.address2, input.address3].filter(Boolean).join(' ');
  const poBox = PO_BOX.test(text);
  if (toDoor && poBox) refuse('po_box', 'addressLimit.poBox');

  const places = placesForPostcode(input.country_id, input.postcode, language !== 'en');
  let remoteArea = false;
  if (places !== undefined && places.length === 0) refuse('postcode_not_found', 'address.postcodeNotFound');
  if (places && places.length > 0) {
    if (toDoor && !poBox && places.every((place) => place.poBoxOnly))
      refuse('po_box_postcode', 'addressLimit.poBoxPostcode');
    const city = input.city?.trim().toLowerCase();
    const matching = city ? places.filter((place) => place.suburb.toLowerCase() === city) : [];
    const candidates = matching.length > 0 ? matching : places;
    remoteArea = candidates.every((place) => place.remote === true);
    // Express couriers do not serve remote and very remote areas; economy and sea freight do, more slowly.
    if (remoteArea && line?.serviceLevel === 'express')
      refuse('remote_area', 'addressLimit.remoteArea', {
        line: localName(language, line),
      });
  }

  return {
    limited: reasons.length > 0,
    deliverable: reasons.length === 0,
    courier_id: line?.id ?? null,
    po_box: poBox,
    remote_area: remoteArea,
    reasons,
  };
}
