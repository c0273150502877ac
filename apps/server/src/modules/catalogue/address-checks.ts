import { type Language, localName, type MessageKey, translate } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { findLineById } from '../logistics/index.js';
import { type Place, placesForPostcode } from './postcodes.js';
import { listStatesOf } from './queries.js';
import { catalogueName } from './service.js';

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
