import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENCIES, CURRENCY_EXPONENTS, TOP_UP_ACTIVITIES } from '@parcelway/domain';
import { getTableName, sql, type Table } from 'drizzle-orm';
import { announceSeededAddressChanges } from '../modules/reference/index.js';
import { SEED_DATA_FOLDER } from '../paths.js';
import type { Database } from './client.js';
import { lockReferenceVersion } from './reference-version.js';
import {
  boxServices,
  countries,
  courierCompanies,
  currencies,
  dropOffAgents,
  exchangeRates,
  extraServicePrices,
  extraServices,
  languages,
  lastMileRates,
  lineGoodsRules,
  logisticsLines,
  parcelTags,
  pickupAgents,
  pickupSettings,
  pickupWindows,
  states,
  topUpActivities,
  userSources,
  warehouses,
} from './schema/index.js';
import {
  BOX_SERVICES,
  EXTRA_SERVICES,
  extraServicePrice,
  LAST_MILE_RATES,
  PARCEL_TAGS,
} from './seed-data/catalogue.js';
import { COURIER_COMPANIES } from './seed-data/courier-companies.js';
import { DROP_OFF_AGENTS, PICKUP_SETTINGS, PICKUP_WINDOWS } from './seed-data/drop-off-agents.js';
import { lineGoodsSeed } from './seed-data/line-goods.js';
import { LOGISTICS_LINES } from './seed-data/logistics-lines.js';
import { PICKUP_AGENTS } from './seed-data/pickup-agents.js';
import {
  EXCHANGE_RATES_EFFECTIVE_ON,
  EXCHANGE_RATES_PER_AUD,
  LANGUAGE_NAMES,
  USER_SOURCES,
  WAREHOUSES,
} from './seed-data/warehouses.js';
import { seedHelpCentre } from './seed-help-centre.js';

interface CountryRow {
  id: number;
  iso2: string;
  name: string;
  phoneCode: string | null;
  retired?: boolean;
}
interface StateRow {
  country_id: number;
  code: string;
  name: string;
  name_cn: string;
  name_tw: string;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(SEED_DATA_FOLDER, file), 'utf8')) as T;
}

const snake = (property: string) => property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `set` clause of an upsert: each listed property takes the incoming row's value. */
function overwrite(properties: string[]) {
  return Object.fromEntries(properties.map((property) => [property, sql.raw(`excluded.${snake(property)}`)]));
}

/**
 * An upsert's `set` and `setWhere` for code-owned fields: each listed property takes the incoming row's value, and
 * only a row where one of them differs is written. Every start runs the seed; a restart with nothing new in the code
 * leaves the reference tables as they are instead of rewriting every row (dead rows and WAL on PostgreSQL).
 * Not for an upsert with `returning`: a row left alone is not returned.
 */
function refresh(table: Table, properties: string[]) {
  const name = getTableName(table);
  const columns = properties.map(snake);
  const current = columns.map((column) => `"${name}".${column}`).join(', ');
  const incoming = columns.map((column) => `excluded.${column}`).join(', ');
  return { set: overwrite(properties), setWhere: sql.raw(`(${current}) is distinct from (${incoming})`) };
}

/**
 * Reference data, upserted so a restart brings code-owned rows up to date.
 * Exchange rates are only inserted: staff edits are never overwritten. Logistics lines are upserted by
 * code, but only their descriptive fields (names, route, service, documents, transit, cut-off, order):
 * rate cards, limits, refused attributes, insurance terms and the active flag are only inserted, since
 * staff edit them (/ops/lines); so are the lines' goods rules (/ops/lines/:line/goods). A warehouse's address is upserted until staff edit it (/ops/warehouses). Catalogue rows (extra services, box services, last-mile rates) follow the
 * same rule: descriptive fields are upserted, prices and active flags only inserted.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await lockReferenceVersion(tx);
    const countryRows = readJson<CountryRow[]>('countries.json');
    await tx
      .insert(countries)
      .values(
        countryRows.map(({ id, iso2, name, phoneCode, retired }) => ({
          id,
          iso2,
          name,
          phoneCode,
          retired: retired ?? false,
        })),
      )
      .onConflictDoUpdate({ target: countries.id, ...refresh(countries, ['iso2', 'name', 'phoneCode', 'retired']) });

    await tx
      .insert(currencies)
      .values(
        CURRENCIES.map((currency) => ({
          id: currency.id,
          code: currency.code,
          symbol: currency.symbol,
          nameEn: currency.name.en,
          nameCn: currency.name.cn,
          nameTw: currency.name.tw,
          exponent: CURRENCY_EXPONENTS[currency.code],
          payable: currency.payable,
        })),
      )
      .onConflictDoUpdate({
        target: currencies.id,
        ...refresh(currencies, ['code', 'symbol', 'nameEn', 'nameCn', 'nameTw', 'exponent', 'payable']),
      });

    await tx
      .insert(exchangeRates)
      .values(
        CURRENCIES.map((currency) => ({
          currencyId: currency.id,
          perAud: EXCHANGE_RATES_PER_AUD[currency.code] ?? '1',
          effectiveOn: EXCHANGE_RATES_EFFECTIVE_ON,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(languages)
      .values(LANGUAGE_NAMES)
      .onConflictDoUpdate({ target: languages.code, ...refresh(languages, ['name']) });

    await announceSeededAddressChanges(tx, WAREHOUSES, new Date());
    await tx
      .insert(warehouses)
      .values(WAREHOUSES)
      .onConflictDoUpdate({
        target: warehouses.storeId,
        set: {
          ...overwrite([
            'regionCode',
            'nameEn',
            'nameCn',
            'nameTw',
            'countryId',
            'currencyId',
            'timeZone',
            'sortOrder',
          ]),
          // An address staff have edited (/ops/warehouses) is theirs: the seed only updates one nobody touched.
          address: sql.raw(
            'case when warehouses.staff_edited_at is null then excluded.address else warehouses.address end',
          ),
        },
      });

    await tx
      .insert(userSources)
      .values(USER_SOURCES)
      .onConflictDoUpdate({
        target: userSources.id,
        ...refresh(userSources, ['nameEn', 'nameCn', 'nameTw', 'sortOrder']),
      });

    const stateRows = readJson<StateRow[]>('states.json');
    await tx
      .insert(states)
      .values(
        stateRows.map((row) => ({
          countryId: row.country_id,
          code: row.code,
          name: row.name,
          nameCn: row.name_cn,
          nameTw: row.name_tw,
        })),
      )
      .onConflictDoUpdate({
        target: [states.countryId, states.code],
        ...refresh(states, ['name', 'nameCn', 'nameTw']),
      });

    await tx
      .insert(logisticsLines)
      .values(LOGISTICS_LINES)
      .onConflictDoUpdate({
        target: logisticsLines.code,
        ...refresh(logisticsLines, [
          'nameEn',
          'nameCn',
          'nameTw',
          'storeId',
          'countryId',
          'serviceLevel',
          'deliveryMethod',
          'requiredDocuments',
          'transitDaysMin',
          'transitDaysMax',
          'cutoffWeekday',
          'cutoffTime',
          'cutoffTimeZone',
          'sortOrder',
        ]),
      });
    // Each line's goods rules start from its destination's notes; inserted only, so staff's edits stay.
    const seededLines = await tx
      .select({ id: logisticsLines.id, countryId: logisticsLines.countryId })
      .from(logisticsLines);
    await tx.insert(lineGoodsRules).values(seededLines.flatMap(lineGoodsSeed)).onConflictDoNothing();

    await seedCatalogue(tx);

    await tx
      .insert(courierCompanies)
      .values(COURIER_COMPANIES)
      .onConflictDoUpdate({
        target: courierCompanies.code,
        ...refresh(courierCompanies, ['storeId', 'nameEn', 'nameCn', 'nameTw', 'sortOrder']),
      });

    await tx
      .insert(pickupAgents)
      .values(PICKUP_AGENTS)
      .onConflictDoUpdate({
        target: pickupAgents.code,
        ...refresh(pickupAgents, [
          'countryId',
          'nameEn',
          'nameCn',
          'nameTw',
          'address',
          'city',
          'postcode',
          'openingHours',
          'sortOrder',
        ]),
      });
    // Top-up offers: inserted once, so staff may end one (active false) without the seed reviving it.
    const currencyIds = new Map(CURRENCIES.map((currency) => [currency.code, currency.id]));
    await tx
      .insert(topUpActivities)
      .values(
        TOP_UP_ACTIVITIES.map((activity) => ({
          id: activity.id,
          currencyId: currencyIds.get(activity.threshold.currency) ?? 3,
          thresholdMinor: activity.threshold.minor,
          bonusMinor: activity.bonus.minor,
          sortOrder: activity.id,
        })),
      )
      .onConflictDoNothing();

    // Pre-shipment drop-off points and pickup slots: inserted once, so staff changes stay.
    await tx.insert(dropOffAgents).values(DROP_OFF_AGENTS).onConflictDoNothing();
    await tx.insert(pickupSettings).values(PICKUP_SETTINGS).onConflictDoNothing();
    await tx.insert(pickupWindows).values(PICKUP_WINDOWS).onConflictDoNothing();

    await seedHelpCentre(tx);
  });
}

async function seedCatalogue(tx: Database): Promise<void> {
  await tx
    .insert(parcelTags)
    .values(PARCEL_TAGS)
    .onConflictDoUpdate({ target: [parcelTags.kind, parcelTags.code], ...refresh(parcelTags, ['sortOrder']) });

  const services = await tx
    .insert(extraServices)
    .values(EXTRA_SERVICES.map(({ aud: _aud, stores: _stores, ...service }) => service))
    .onConflictDoUpdate({
      target: extraServices.code,
      set: overwrite(['scope', 'requiresRemark', 'requiresImage', 'rejectWholeOption', 'sortOrder']),
    })
    .returning({ id: extraServices.id, code: extraServices.code });
  const idOf = new Map(services.map((service) => [service.code, service.id]));
  await tx
    .insert(extraServicePrices)
    .values(
      EXTRA_SERVICES.flatMap((service) =>
        service.stores.map((storeId) => ({
          extraServiceId: idOf.get(service.code) ?? 0,
          storeId,
          ...extraServicePrice(service, storeId),
        })),
      ),
    )
    .onConflictDoNothing();

  await tx
    .insert(boxServices)
    .values(BOX_SERVICES)
    .onConflictDoUpdate({ target: boxServices.code, ...refresh(boxServices, ['unit', 'sortOrder']) });

  await tx
    .insert(lastMileRates)
    .values(LAST_MILE_RATES)
    .onConflictDoUpdate({
      target: [lastMileRates.countryId, lastMileRates.method],
      ...refresh(lastMileRates, ['daysMin', 'daysMax']),
    });
}
