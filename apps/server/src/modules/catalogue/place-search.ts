import { COUNTRY_ID } from '@parcelway/domain';
import { findCities as findMalaysianCities } from 'malaysia-postcodes';
import {
  australianPlaces,
  MALAYSIAN_STATE_CODES,
  type Place,
  POSTCODE_COUNTRIES,
  placesForPostcode,
  taiwanesePlace,
  taiwaneseZips,
} from './postcodes.js';

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
        found.push([0, { countryId, ...place }]);
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
    for (const [score, place] of matches) found.push([score, { countryId, ...place }]);
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
