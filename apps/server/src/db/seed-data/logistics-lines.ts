import {
  AU_WEEKLY_CUTOFF,
  COUNTRY_ID,
  STANDARD_LIABILITY_AUD,
  STORE_ID,
  TAIWAN_MAX_PARCEL_GRAMS,
} from '@parcelway/domain';
import type { DeliveryMethod, RequiredDocument, ServiceLevel } from '../schema/logistics.js';

/**
 * The logistics lines seeded on start: from every warehouse to every SPEC destination except its own
 * country. Prices are set in AUD per zone and service level, then expressed in the warehouse's currency
 * at a round rate (JPY to 10 yen, the others to 10 cents), so each rate card reads like a price list.
 */
export interface LogisticsLineSeed {
  code: string;
  nameEn: string;
  nameCn: string;
  nameTw: string;
  storeId: number;
  countryId: number;
  serviceLevel: ServiceLevel;
  deliveryMethod: DeliveryMethod;
  currencyId: number;
  firstWeightGrams: number;
  firstWeightPrice: number;
  additionalWeightGrams: number;
  additionalWeightPrice: number;
  minChargeableGrams: number;
  volumetricDivisor: number;
  weightStepGrams: number;
  maxParcelGrams: number | null;
  maxDeclaredValue: number | null;
  refusedAttributes: string[];
  requiredDocuments: RequiredDocument[];
  freeInsurance: number;
  insuranceBasisPoints: number;
  maxInsurance: number;
  transitDaysMin: number;
  transitDaysMax: number;
  cutoffWeekday: number;
  cutoffTime: string;
  cutoffTimeZone: string;
  sortOrder: number;
}

interface Place {
  countryId: number;
  region: 'oceania' | 'northAsia' | 'southeastAsia' | 'northAmerica';
  iso2: string;
  en: string;
  cn: string;
  tw: string;
}

const PLACES: Place[] = [
  { countryId: COUNTRY_ID.australia, region: 'oceania', iso2: 'AU', en: 'Australia', cn: '澳洲', tw: '澳洲' },
  { countryId: COUNTRY_ID.taiwan, region: 'northAsia', iso2: 'TW', en: 'Taiwan', cn: '台湾', tw: '台灣' },
  { countryId: COUNTRY_ID.singapore, region: 'southeastAsia', iso2: 'SG', en: 'Singapore', cn: '新加坡', tw: '新加坡' },
  {
    countryId: COUNTRY_ID.malaysia,
    region: 'southeastAsia',
    iso2: 'MY',
    en: 'Malaysia',
    cn: '马来西亚',
    tw: '馬來西亞',
  },
  { countryId: COUNTRY_ID.japan, region: 'northAsia', iso2: 'JP', en: 'Japan', cn: '日本', tw: '日本' },
  { countryId: COUNTRY_ID.china, region: 'northAsia', iso2: 'CN', en: 'China', cn: '中国', tw: '中國' },
  { countryId: COUNTRY_ID.hongKong, region: 'northAsia', iso2: 'HK', en: 'Hong Kong', cn: '香港', tw: '香港' },
  { countryId: COUNTRY_ID.newZealand, region: 'oceania', iso2: 'NZ', en: 'New Zealand', cn: '新西兰', tw: '紐西蘭' },
  { countryId: COUNTRY_ID.canada, region: 'northAmerica', iso2: 'CA', en: 'Canada', cn: '加拿大', tw: '加拿大' },
];

export interface Origin {
  storeId: number;
  countryId: number;
  region: string;
  currencyId: number;
  /** Units of the warehouse currency per AUD, rounded, for the price list. */
  perAud: number;
  /** Minor units per major unit (JPY has none). */
  minorPerMajor: number;
  cutoff: { weekday: number; time: string; timeZone: string };
}

/** Cut-offs: Australia's is SPEC §9 (Wednesday 17:00 Sydney time); the others are ours. */
export const ORIGINS: Origin[] = [
  {
    storeId: STORE_ID.australia,
    countryId: COUNTRY_ID.australia,
    region: 'AU',
    currencyId: 3,
    perAud: 1,
    minorPerMajor: 100,
    cutoff: AU_WEEKLY_CUTOFF,
  },
  {
    storeId: STORE_ID.china,
    countryId: COUNTRY_ID.china,
    region: 'CN',
    currencyId: 1,
    perAud: 4.7,
    minorPerMajor: 100,
    cutoff: { weekday: 2, time: '18:00', timeZone: 'Asia/Shanghai' },
  },
  {
    storeId: STORE_ID.malaysia,
    countryId: COUNTRY_ID.malaysia,
    region: 'MY',
    currencyId: 4,
    perAud: 2.9,
    minorPerMajor: 100,
    cutoff: { weekday: 4, time: '17:00', timeZone: 'Asia/Kuala_Lumpur' },
  },
  {
    storeId: STORE_ID.taiwan,
    countryId: COUNTRY_ID.taiwan,
    region: 'TW',
    currencyId: 5,
    perAud: 21,
    minorPerMajor: 100,
    cutoff: { weekday: 1, time: '17:00', timeZone: 'Asia/Taipei' },
  },
  {
    storeId: STORE_ID.japan,
    countryId: COUNTRY_ID.japan,
    region: 'JP',
    currencyId: 9,
    perAud: 98,
    minorPerMajor: 1,
    cutoff: { weekday: 5, time: '15:00', timeZone: 'Asia/Tokyo' },
  },
  {
    storeId: STORE_ID.newZealand,
    countryId: COUNTRY_ID.newZealand,
    region: 'NZ',
    currencyId: 7,
    perAud: 1.1,
    minorPerMajor: 100,
    cutoff: { weekday: 2, time: '16:00', timeZone: 'Pacific/Auckland' },
  },
];

interface LevelTerms {
  level: ServiceLevel;
  suffix: 'EXP' | 'ECO' | 'SEA';
  names: { en: string; cn: string; tw: string };
  deliveryMethod: DeliveryMethod;
  firstWeightGrams: number;
  additionalWeightGrams: number;
  minChargeableGrams: number;
  weightStepGrams: number;
  volumetricDivisor: number;
  maxParcelGrams: number;
  /** AUD: first-weight and step price by zone 1, 2, 3. */
  prices: Record<1 | 2 | 3, { first: number; step: number }>;
  transit: Record<1 | 2 | 3, [number, number]>;
  maxDeclaredAud: number;
  freeInsuranceAud: number;
  refused: string[];
}

const LEVELS: LevelTerms[] = [
  {
    level: 'express',
    suffix: 'EXP',
    names: { en: 'Express', cn: '快递专线', tw: '快遞專線' },
    deliveryMethod: 'door',
    firstWeightGrams: 500,
    additionalWeightGrams: 500,
    minChargeableGrams: 500,
    weightStepGrams: 500,
    volumetricDivisor: 5000,
    maxParcelGrams: 30_000,
    prices: { 1: { first: 14, step: 4 }, 2: { first: 20, step: 6 }, 3: { first: 32, step: 9 } },
    transit: { 1: [2, 4], 2: [3, 6], 3: [4, 8] },
    maxDeclaredAud: 2000,
    freeInsuranceAud: STANDARD_LIABILITY_AUD.express,
    refused: ['liquid', 'powder'],
  },
  {
    level: 'economy',
    suffix: 'ECO',
    names: { en: 'Economy Air', cn: '经济空运', tw: '經濟空運' },
    deliveryMethod: 'door',
    firstWeightGrams: 1000,
    additionalWeightGrams: 500,
    minChargeableGrams: 1000,
    weightStepGrams: 500,
    volumetricDivisor: 6000,
    maxParcelGrams: 30_000,
    prices: { 1: { first: 12, step: 3 }, 2: { first: 16, step: 4.5 }, 3: { first: 26, step: 7 } },
    transit: { 1: [5, 9], 2: [7, 12], 3: [10, 16] },
    maxDeclaredAud: 1000,
    freeInsuranceAud: STANDARD_LIABILITY_AUD.economy,
    refused: ['battery', 'magnetic', 'liquid', 'powder'],
  },
  {
    level: 'sea',
    suffix: 'SEA',
    names: { en: 'Sea Freight (self pickup)', cn: '海运自提', tw: '海運自取' },
    deliveryMethod: 'self_pickup',
    firstWeightGrams: 5000,
    additionalWeightGrams: 1000,
    minChargeableGrams: 5000,
    weightStepGrams: 1000,
    volumetricDivisor: 6000,
    maxParcelGrams: 30_000,
    prices: { 1: { first: 30, step: 2.5 }, 2: { first: 38, step: 3 }, 3: { first: 55, step: 4.5 } },
    transit: { 1: [15, 25], 2: [20, 35], 3: [30, 45] },
    maxDeclaredAud: 1000,
    freeInsuranceAud: STANDARD_LIABILITY_AUD.sea,
    refused: ['battery', 'liquid'],
  },
];

function zone(origin: Place, destination: Place): 1 | 2 | 3 {
  if (origin.region === destination.region) return 1;
  if (origin.region === 'northAmerica' || destination.region === 'northAmerica') return 3;
  return 2;
}

/** An AUD amount in the origin's minor units, rounded to 10 yen or 10 cents. */
export function priced(aud: number, origin: Origin): number {
  const major = aud * origin.perAud;
  if (origin.minorPerMajor === 1) return Math.round(major / 10) * 10;
  return Math.round(major * 10) * 10;
}

/** A limit in AUD as a round figure of the origin's currency (to 100 major units), in minor units. */
function limit(aud: number, origin: Origin): number {
  return Math.round((aud * origin.perAud) / 100) * 100 * origin.minorPerMajor;
}

function requiredDocuments(destination: Place): RequiredDocument[] {
  if (destination.countryId === COUNTRY_ID.taiwan) return ['taiwan_id_ezway'];
  if (destination.countryId === COUNTRY_ID.australia) return ['au_aqis', 'au_empp'];
  return [];
}

function buildLines(): LogisticsLineSeed[] {
  const lines: LogisticsLineSeed[] = [];
  let sortOrder = 0;
  for (const origin of ORIGINS) {
    const from = PLACES.find((place) => place.countryId === origin.countryId);
    if (!from) throw new Error(`no place for country ${origin.countryId}`);
    for (const to of PLACES) {
      if (to.countryId === origin.countryId) continue;
      const routeZone = zone(from, to);
      for (const terms of LEVELS) {
        // Sea freight only where it saves money over a real distance.
        if (terms.level === 'sea' && routeZone === 1) continue;
        sortOrder += 1;
        const price = terms.prices[routeZone];
        const [transitMin, transitMax] = terms.transit[routeZone];
        const maxDeclared = limit(terms.maxDeclaredAud, origin);
        lines.push({
          code: `${origin.region}-${to.iso2}-${terms.suffix}`,
          nameEn: `${from.en} → ${to.en} ${terms.names.en}`,
          nameCn: `${from.cn}—${to.cn} ${terms.names.cn}`,
          nameTw: `${from.tw}—${to.tw} ${terms.names.tw}`,
          storeId: origin.storeId,
          countryId: to.countryId,
          serviceLevel: terms.level,
          deliveryMethod: terms.deliveryMethod,
          currencyId: origin.currencyId,
          firstWeightGrams: terms.firstWeightGrams,
          firstWeightPrice: priced(price.first, origin),
          additionalWeightGrams: terms.additionalWeightGrams,
          additionalWeightPrice: priced(price.step, origin),
          minChargeableGrams: terms.minChargeableGrams,
          volumetricDivisor: terms.volumetricDivisor,
          weightStepGrams: terms.weightStepGrams,
          maxParcelGrams: to.countryId === COUNTRY_ID.taiwan ? TAIWAN_MAX_PARCEL_GRAMS : terms.maxParcelGrams,
          maxDeclaredValue: maxDeclared,
          refusedAttributes: terms.refused,
          requiredDocuments: requiredDocuments(to),
          freeInsurance: limit(terms.freeInsuranceAud, origin),
          insuranceBasisPoints: 500,
          maxInsurance: maxDeclared,
          transitDaysMin: transitMin,
          transitDaysMax: transitMax,
          cutoffWeekday: origin.cutoff.weekday,
          cutoffTime: origin.cutoff.time,
          cutoffTimeZone: origin.cutoff.timeZone,
          sortOrder,
        });
      }
    }
  }
  return lines;
}

export const LOGISTICS_LINES: LogisticsLineSeed[] = buildLines();
