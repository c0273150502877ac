import {
  COUNTRY_ID,
  calendarDate,
  convertMoney,
  formatMajor,
  isCurrencyCode,
  type Language,
  localName,
  parseMajor,
  parseRate,
  personName,
} from '@parcelway/domain';
import { lockReferenceVersion } from '../../db/reference-version.js';
import type { AppContext, StaffActor } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { HTML_LANG } from '../../http/html.js';
import { recordStaffAction } from '../staff-accounts/index.js';
import { findProfile } from '../users/index.js';
import {
  findCountryById,
  findCurrencyByCode,
  listCountries,
  listCurrencies,
  listLatestRates,
  listStates,
  listUserSources,
  listWarehouses,
  rateOn,
  upsertRate,
} from './queries.js';

/** A country's English name by id, retired ones too (an old record may point at one); '' when unknown. */
export async function countryNameOf(ctx: AppContext, id: number): Promise<string> {
  return (await findCountryById(ctx.db, id))?.name ?? '';
}

const regionNames = new Map<Language, Intl.DisplayNames>();

/**
 * A country's name in the reader's language: the runtime's region name for its ISO code in Chinese (as the web app
 * writes them), our English name in English, for retired codes and wherever the runtime has none; '' when unknown.
 */
export async function countryNameIn(ctx: AppContext, id: number, language: Language): Promise<string> {
  const row = await findCountryById(ctx.db, id);
  if (!row) return '';
  // A retired code may mean something else to the runtime now (XA is its pseudo-locale).
  if (language === 'en' || row.retired) return row.name;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([HTML_LANG[language]], { type: 'region', fallback: 'none' });
    regionNames.set(language, names);
  }
  try {
    return names.of(row.iso2) ?? row.name;
  } catch {
    return row.name;
  }
}

export async function countryList(ctx: AppContext) {
  const rows = await listCountries(ctx.db);
  return rows.map((row) => ({ id: row.id, iso2: row.iso2, name: row.name, phone_code: row.phoneCode }));
}

/**
 * A state's name as an address in its own country writes it, for labels printed there: Traditional Chinese
 * in Taiwan, Simplified in China, English elsewhere.
 */
export function stateAddressName(row: { countryId: number; name: string; nameCn: string; nameTw: string }): string {
  if (row.countryId === COUNTRY_ID.taiwan) return row.nameTw;
  if (row.countryId === COUNTRY_ID.china) return row.nameCn;
  return row.name;
}

export async function stateList(ctx: AppContext, countryId: number, language: Language) {
  const rows = await listStates(ctx.db, countryId);
  return rows.map((row) => ({
    id: row.id,
    country_id: row.countryId,
    code: row.code,
    name: row.name,
    local_name: localName(language, { nameEn: row.name, ...row }),
    address_name: stateAddressName(row),
  }));
}

export async function currencyList(ctx: AppContext, language: Language) {
  const rows = await listCurrencies(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    currency_name: row.code,
    name: localName(language, row),
    symbol: row.symbol,
    decimals: row.exponent,
    payable: row.payable,
  }));
}

export async function userSourceList(ctx: AppContext, language: Language) {
  const rows = await listUserSources(ctx.db);
  return rows.map((row) => ({ id: row.id, name: localName(language, row) }));
}

/** Placeholder shown where the support number goes when nobody is logged in. */
export const SUPPORT_NUMBER_PLACEHOLDER = '{support number}';

export async function warehouseAddresses(ctx: AppContext, language: Language, customerId: number | null) {
  const supportNumber = customerId === null ? SUPPORT_NUMBER_PLACEHOLDER : String(customerId);
  const customer = customerId === null ? undefined : (await findProfile(ctx.db, customerId))?.customer;
  const rows = await listWarehouses(ctx.db);
  return rows.map((row) => presentWarehouse(row, language, supportNumber, customer));
}

/**
 * One warehouse and its shopping address as a customer reads it (getWarehouseAddress, and the staff preview of an
 * unsaved address): their support number filled in, their name after the receiver once they are signed in.
 */
export function presentWarehouse(
  row: Pick<
    Awaited<ReturnType<typeof listWarehouses>>[number],
    'warehouse' | 'currencyCode' | 'countryName' | 'countryIso2'
  >,
  language: Language,
  supportNumber: string,
  customer?: { storeId: number; firstName: string; lastName: string },
) {
  const { warehouse, currencyCode, countryName, countryIso2 } = row;
  const fill = (text: string) => text.replaceAll('{supportNumber}', supportNumber);
  return {
    store_id: warehouse.storeId,
    name: localName(language, warehouse),
    region_code: warehouse.regionCode,
    currency_id: warehouse.currencyId,
    currency_name: currencyCode,
    is_default: customer?.storeId === warehouse.storeId,
    address: {
      country: countryName,
      country_code: countryIso2,
      name: customer
        ? `${fill(warehouse.address.recipient)} ${personName(customer.firstName, customer.lastName)}`
        : fill(warehouse.address.recipient),
      postal_code: warehouse.address.postalCode,
      state: warehouse.address.state,
      city: warehouse.address.city,
      address_lines: warehouse.address.addressLines.map(fill),
      phone: warehouse.address.phone,
      opening_hours: warehouse.address.openingHoursIn?.[language] ?? warehouse.address.openingHours,
    },
  };
}

export const TRANSFER_FROM_BASE = 1;

/** Rates are refused from here on (a slipped key, not a currency). */
const MAX_RATE_PER_AUD = '1000000';
async function rateFor(ctx: AppContext, currencyId: number, day: string) {
  const rate = await rateOn(ctx.db, currencyId, day);
  if (!rate || !isCurrencyCode(rate.code))
    throw new AppError('rule', 'reference.noRate', { params: { currency: currencyId } });
  return { ...rate, code: rate.code };
}

/**
 * transferAmount: `baseAmount` of currency `baseId` in currency `transId` (type 1), or the reverse
 * (type 2: `baseAmount` is in `transId`, answered in `baseId`), at today's rates.
 */
export async function transferAmount(
  ctx: AppContext,
  input: { baseId: number; transId: number; baseAmount: string; type: number },
) {
  const day = calendarDate(ctx.clock());
  const [base, trans] = await Promise.all([rateFor(ctx, input.baseId, day), rateFor(ctx, input.transId, day)]);
  const [from, to] = input.type === TRANSFER_FROM_BASE ? [base, trans] : [trans, base];
  let amount: ReturnType<typeof parseMajor>;
  try {
    amount = parseMajor(input.baseAmount, from.code);
  } catch {
    throw AppError.field('baseAmount', 'validation.number');
  }
  const converted = convertMoney(amount, to.code, from.perAud, to.perAud);
  return {
    amount: formatMajor(converted),
    currency: to.code,
    from_currency: from.code,
    rate_date: from.effectiveOn > to.effectiveOn ? from.effectiveOn : to.effectiveOn,
  };
}

export async function latestRates(ctx: AppContext) {
  const rows = await listLatestRates(ctx.db);
  return rows.map((row) => ({
    currency_id: row.currencyId,
    code: row.code,
    per_aud: row.perAud,
    effective_on: row.effectiveOn,
  }));
}

export async function setRate(
  ctx: AppContext,
  actor: StaffActor,
  input: { currency: string; per_aud: string; effective_on?: string | undefined },
) {
  const currency = await findCurrencyByCode(ctx.db, input.currency.toUpperCase());
  if (!currency) throw AppError.field('currency', 'reference.unknownCurrency');
  let rate: bigint;
  try {
    rate = parseRate(input.per_aud);
  } catch {
    throw AppError.field('per_aud', 'validation.number');
  }
  // The column holds 12 digits before the point; no currency is anywhere near a million per AUD.
  if (rate >= parseRate(MAX_RATE_PER_AUD)) throw AppError.field('per_aud', 'config.rateTooHigh');
  if (currency.code === 'AUD' && rate !== parseRate('1')) throw AppError.field('per_aud', 'validation.invalid');
  const effectiveOn = input.effective_on ?? calendarDate(ctx.clock());
  await ctx.db.transaction(async (tx) => {
    await lockReferenceVersion(tx);
    await upsertRate(tx, currency.id, input.per_aud, effectiveOn);
    await recordStaffAction(
      tx,
      actor,
      'exchange_rate.set',
      { type: 'currency', id: currency.code },
      {
        per_aud: input.per_aud,
        effective_on: effectiveOn,
      },
    );
  });
  return { currency: currency.code, per_aud: input.per_aud, effective_on: effectiveOn };
}
