import { COUNTRY_ID } from '../../reference/ids.js';
import { LATIN_NAME, splitLatinName } from './names.js';
import { escapeRegExp, parts } from './text.js';
import type { Draft, PlaceHint, SmartAddressOptions } from './types.js';

/**
 * Latin-script addresses, Australian and others: name, unit and street first, then suburb or city, state and
 * postcode ("John Smith, Unit 5, 12 George St, Sydney NSW 2000"), or the city after the postcode ("50450 Kuala Lumpur").
 */

const AU_STATES: Record<string, string> = {
  NSW: 'new south wales',
  VIC: 'victoria',
  QLD: 'queensland',
  SA: 'south australia',
  WA: 'western australia',
  TAS: 'tasmania',
  NT: 'northern territory',
  ACT: 'australian capital territory',
};
const AU_STATE_NAMES = Object.entries(AU_STATES).flatMap(([code, name]) => [name.replace(/ /g, '\\s+'), code]);
export const AU_STATE_POSTCODE = new RegExp(`\\b(${AU_STATE_NAMES.join('|')})\\b[\\s,]*(\\d{4})(?!\\d)`, 'i');

const STREET_WORDS =
  /\b(street|st|road|rd|avenue|ave|drive|dr|lane|ln|way|place|pl|court|ct|crescent|cres|parade|pde|highway|hwy|close|terrace|tce|boulevard|blvd|circuit|cct|unit|apt|apartment|flat|suite|level|lot|po|box|jalan|jln|lorong|taman|block|blk)\b/i;

/** The longest place name of the postcode found in the text (as a whole word), and the text without it. */
function placeInText(
  text: string,
  places: readonly PlaceHint[],
): { place: PlaceHint; name: string; rest: string } | null {
  const names = places
    .flatMap((place) => [place.suburb, place.city].filter(Boolean).map((name) => ({ place, name })))
    .sort((a, b) => b.name.length - a.name.length);
  for (const candidate of names) {
    const latin = /^[\x20-\x7e]+$/.test(candidate.name);
    const pattern = new RegExp(latin ? `\\b${escapeRegExp(candidate.name)}\\b` : escapeRegExp(candidate.name), 'i');
    const match = pattern.exec(text);
    if (!match) continue;
    // Keep the last occurrence: the suburb comes after the street ("12 Sydney Rd, Manly").
    let index = match.index;
    for (let next = text.slice(index + 1).search(pattern); next !== -1; next = text.slice(index + 1).search(pattern))
      index += next + 1;
    return {
      place: candidate.place,
      name: candidate.name,
      rest: `${text.slice(0, index)} ${text.slice(index + match[0].length)}`,
    };
  }
  return null;
}

const POSTCODE_PATTERNS: Record<number, RegExp> = {
  [COUNTRY_ID.newZealand]: /(?<![\d/-])\d{4}(?![\d/-])/g,
  [COUNTRY_ID.malaysia]: /(?<![\d/-])\d{5}(?![\d/-])/g,
  [COUNTRY_ID.singapore]: /(?<![\d/-])\d{6}(?![\d/-])/g,
  [COUNTRY_ID.japan]: /(?<![\d/-])\d{3}-?\d{4}(?![\d/-])/g,
  [COUNTRY_ID.unitedStates]: /(?<![\d/-])\d{5}(?:-\d{4})?(?![\d/-])/g,
  [COUNTRY_ID.canada]: /\b[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d\b/g,
  [COUNTRY_ID.australia]: /(?<![\d/-])\d{4}(?![\d/-])/g,
};

/** Names, units and street lines from the parts of a Latin-script address that are left. */
function readLatinParts(rest: string[], draft: Draft): void {
  const address: string[] = [];
  for (const raw of rest) {
    let part = raw;
    if (!draft.name && !/\d/.test(part) && LATIN_NAME.test(part) && !STREET_WORDS.test(part)) {
      draft.name = splitLatinName(part);
      continue;
    }
    // "John Smith 12 George Street", "Mary Watson Unit 5": the leading words up to a number or a street word.
    if (!draft.name) {
      const words = part.split(' ');
      const leading: string[] = [];
      for (const word of words) {
        if (!/^[A-Za-z][A-Za-z'.-]*$/.test(word) || STREET_WORDS.test(word)) break;
        leading.push(word);
      }
      if (leading.length >= 2 && leading.length <= 4 && leading.length < words.length) {
        draft.name = splitLatinName(leading.join(' '));
        part = words.slice(leading.length).join(' ');
      }
    }
    const unit = /^(?:unit|apt|apartment|flat|suite)\s*([\w-]+)\s*(.*)$/i.exec(part);
    if (unit?.[1] && !draft.unit_number) {
      draft.unit_number = unit[1];
      part = unit[2] ?? '';
    }
    // "5/12 George St" is unit 5 at number 12.
    const slash = /^(\w{1,5})\s*\/\s*(\d.*)$/.exec(part);
    if (slash?.[1] && slash[2] && !draft.unit_number) {
      draft.unit_number = slash[1];
      part = slash[2];
    }
    if (part.trim()) address.push(part.trim());
  }
  draft.address = address;
}

/** Reads a Latin-script address into the draft: state and postcode, the suburb or city, then names, unit and street. */
export function parseLatin(text: string, draft: Draft, options: SmartAddressOptions): void {
  const country = draft.country_id;
  let rest = text;
  let beforePostcode: string | null = null;
  /** What follows the postcode on its line: the city where it comes after ("50450 Kuala Lumpur"). */
  let afterPostcode = '';

  if (country === COUNTRY_ID.australia) {
    const match = AU_STATE_POSTCODE.exec(rest);
    if (match?.[1] && match[2]) {
      const written = match[1].toLowerCase().replace(/\s+/g, ' ');
      const code = Object.entries(AU_STATES).find(
        ([key, name]) => key.toLowerCase() === written || name === written,
      )?.[0];
      draft.state_code = code ?? null;
      draft.state = code ?? match[1];
      draft.postcode = match[2];
      beforePostcode = rest.slice(0, match.index);
      rest = `${beforePostcode}\n${rest.slice(match.index + match[0].length)}`;
    }
  }
  const postcodePattern = country === null ? undefined : POSTCODE_PATTERNS[country];
  if (!draft.postcode && postcodePattern) {
    const matches = [...rest.matchAll(postcodePattern)];
    const last = matches.at(-1);
    if (last) {
      draft.postcode = last[0];
      beforePostcode = rest.slice(0, last.index);
      const after = rest.slice(last.index + last[0].length);
      afterPostcode = /^[^\n,]*/.exec(after)?.[0].trim() ?? '';
      rest = `${beforePostcode}\n${after}`;
    }
  }

  const places = country !== null && draft.postcode ? options.places?.(country, draft.postcode) : undefined;
  const found = places && places.length > 0 ? placeInText(rest, places) : null;
  if (found) {
    draft.city = found.name;
    rest = found.rest;
    if (!draft.state) {
      draft.state = found.place.stateCode ?? found.place.state;
      draft.state_code = found.place.stateCode;
    }
  } else if (
    afterPostcode &&
    !places?.length &&
    /^[A-Za-z][A-Za-z' .-]*$/.test(afterPostcode) &&
    afterPostcode.split(' ').length <= 4
  ) {
    draft.city = afterPostcode;
    rest = rest.replace(afterPostcode, ' ');
  } else if (beforePostcode !== null && !places?.length) {
    // No data to check against: the suburb is the last piece before the state and postcode.
    const pieces = parts(beforePostcode);
    const last = pieces.at(-1) ?? '';
    const suburb =
      pieces.length > 1 && !/\d/.test(last) && last.split(' ').length <= 3 ? last : (last.split(' ').at(-1) ?? '');
    if (suburb && !/\d/.test(suburb)) {
      draft.city = suburb;
      const at = beforePostcode.lastIndexOf(suburb);
      rest = `${beforePostcode.slice(0, at)}\n${rest.slice(beforePostcode.length)}`;
    }
  } else if (places && places.length === 1 && places[0]) {
    // The postcode names one place only, though the text did not.
    draft.city = places[0].suburb || places[0].city;
    draft.state ||= places[0].stateCode ?? places[0].state;
    draft.state_code ??= places[0].stateCode;
  }
  readLatinParts(parts(rest), draft);
}
