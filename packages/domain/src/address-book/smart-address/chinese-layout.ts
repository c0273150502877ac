import { HAN_NAME, LATIN_NAME, splitChineseName, splitLatinName } from './names.js';
import type { Draft } from './types.js';

/**
 * How a Chinese-script address reads: a postcode somewhere, a region (Taiwan county, mainland province) that starts
 * the address part, the places after it, then the street; the name is a 2–4 character part on its own.
 */
export interface ChineseLayout {
  /** The postcode, as capture group 1. */
  postcode: RegExp;
  storePostcode: (digits: string) => string;
  /** The region, as capture group 1. */
  region: RegExp;
  /** A part written apart after a region alone ("台北市 中正區") that still belongs to it, not a name. */
  continuesRegion?: RegExp;
  /** Reads the state and city from the region and what follows it; answers the street that is left. */
  readPlaces: (region: string, after: string, draft: Draft) => string;
}

/** A region written alone, then the places after it, each apart: joined into the one part the address is read from. */
function joinRegionParts(tokens: string[], layout: ChineseLayout): string[] {
  const joined: string[] = [];
  for (const token of tokens) {
    const previous = joined.at(-1);
    const regionAlone = previous !== undefined && layout.region.exec(previous)?.[1] === previous;
    if (regionAlone && layout.continuesRegion?.test(token)) joined[joined.length - 1] = `${previous}${token}`;
    else joined.push(token);
  }
  return joined;
}

/** Reads a Chinese-script address into the draft: postcode, region and places, street, and the name. */
export function parseChineseLayout(text: string, draft: Draft, layout: ChineseLayout): void {
  let rest = text;
  const postcode = layout.postcode.exec(rest);
  if (postcode?.[1]) {
    draft.postcode = layout.storePostcode(postcode[1]);
    rest = `${rest.slice(0, postcode.index)} ${rest.slice(postcode.index + postcode[0].length)}`;
  }
  const tokens = joinRegionParts(rest.split(/[\s,]+/).filter(Boolean), layout);
  const addressIndex = tokens.findIndex((token) => layout.region.test(token));
  const names: string[] = [];
  tokens.forEach((token, index) => {
    if (index === addressIndex) return;
    const nameLike = HAN_NAME.test(token) || LATIN_NAME.test(token);
    // Parts after the address that are not a name continue it ("5樓", "B1"); with no region written, they are it.
    if (!nameLike && (addressIndex === -1 || index > addressIndex)) draft.address.push(token);
    else names.push(token);
  });
  if (addressIndex !== -1) {
    let address = tokens[addressIndex] ?? '';
    const region = layout.region.exec(address);
    if (region?.[1]) {
      // A name written straight before the region: 王小明台北市…
      const before = address.slice(0, region.index);
      if (before && HAN_NAME.test(before)) names.unshift(before);
      address = layout.readPlaces(region[1], address.slice(region.index + region[1].length), draft);
    }
    draft.address.unshift(address);
  }
  const name = names.find((token) => HAN_NAME.test(token));
  if (name) draft.name = splitChineseName(name);
  else if (names[0] && LATIN_NAME.test(names.join(' '))) draft.name = splitLatinName(names.join(' '));
}
