import type { Language } from '@parcelway/domain';
import { type FoundPlace, malaysianCity, placesForPostcode, searchPlaces } from '../catalogue/index.js';

/** One suggestion of googleAddressAutoComplete, shaped like a Places prediction. */
export interface AddressPrediction {
  place_id: string;
  description: string;
  main_text: string;
  secondary_text: string;
}

/** A suggestion's details (googleAddressPlaceDetail): what it fills in the recipient form. */
export interface AddressPlace {
  place_id: string;
  country_id: number;
  postcode: string;
  /** Suburb, district or city: the form's city field. */
  city: string;
  state: string;
  state_code: string | null;
  formatted_address: string;
}

/**
 * Where googleAddressAutoComplete and googleAddressPlaceDetail look addresses up. A Google Places client
 * (which needs an API key and the network) implements this interface and is passed to buildApp
 * (AppDependencies.addressLookup); the default answers from the postcode data installed with the server.
 */
export interface AddressLookup {
  readonly source: string;
  autocomplete(input: string, options: { countryId?: number; language: Language }): Promise<AddressPrediction[]>;
  placeDetail(placeId: string): Promise<AddressPlace | null>;
}

const SUGGESTIONS = 10;

/** Local places are named by country, postcode and suburb: `local:13:2000:Sydney`. */
function placeId(place: FoundPlace): string {
  return `local:${place.countryId}:${place.postcode}:${encodeURIComponent(place.suburb)}`;
}

/** The default lookup: suburbs, districts and cities of Australia, Taiwan, Malaysia and Japan by name or postcode. */
export class LocalAddressLookup implements AddressLookup {
  readonly source = 'local';

  async autocomplete(input: string, options: { countryId?: number; language: Language }): Promise<AddressPrediction[]> {
    const places = searchPlaces(input, {
      countryId: options.countryId,
      chinese: options.language !== 'en',
      limit: SUGGESTIONS,
    });
    return places.map((place) => {
      const secondary = [place.stateCode ?? place.stateName, place.postcode].filter(Boolean).join(' ');
      return {
        place_id: placeId(place),
        description: [place.suburb, secondary].filter(Boolean).join(', '),
        main_text: place.suburb,
        secondary_text: secondary,
      };
    });
  }

  async placeDetail(id: string): Promise<AddressPlace | null> {
    const match = /^local:(\d+):([^:]*):(.+)$/.exec(id);
    if (!match?.[1] || match[3] === undefined) return null;
    const countryId = Number(match[1]);
    const postcode = match[2] ?? '';
    let suburb: string;
    try {
      suburb = decodeURIComponent(match[3]);
    } catch {
      return null;
    }
    // Taiwan's districts are named in English or Chinese: the suggestion may be in either.
    const candidates = postcode
      ? [true, false].flatMap((chinese) => placesForPostcode(countryId, postcode, chinese) ?? [])
      : [malaysianCity(suburb)].filter((place) => place !== undefined);
    const place = candidates.find((candidate) => candidate.suburb === suburb);
    if (!place) return null;
    return {
      place_id: id,
      country_id: countryId,
      postcode: place.postcode,
      city: place.suburb,
      state: place.stateCode ?? place.stateName,
      state_code: place.stateCode,
      formatted_address: [place.suburb, place.stateCode ?? place.stateName, place.postcode].filter(Boolean).join(', '),
    };
  }
}
