import {
  abnProblem,
  type Language,
  normaliseAbn,
  type PlaceHint,
  parseAddressText,
  type SmartAddressInput,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { checkAddressLimit, customerStoreId, findWarehouse, placesForPostcode } from '../catalogue/index.js';
import { courierList } from '../logistics/index.js';
import { stateAddressName } from '../reference/index.js';
import type { AbnRegistry } from './abn-registry.js';
import type { AddressLookup } from './address-lookup.js';
import { statesOf } from './queries.js';
import { recipientForWaybill } from './service.js';

/**
 * getCourierForRecipient: the active lines from the customer's warehouse (or `store_id`) to the recipient's
 * country, each with whether it can deliver to this address (checkAddressLimit's answer).
 */
export async function couriersForRecipient(
  ctx: AppContext,
  customerId: number,
  input: { recipient_id: number; store_id?: number | undefined },
  language: Language,
) {
  const recipient = await recipientForWaybill(ctx, customerId, input.recipient_id, language);
  const storeId = input.store_id ?? (await customerStoreId(ctx.db, customerId));
  if (storeId === undefined || !(await findWarehouse(ctx.db, storeId)))
    throw new AppError('not_found', 'error.notFound');
  const lines = await courierList(ctx, storeId, recipient.countryId, language);
  const list = await Promise.all(
    lines.map(async (line) => ({
      address_limit: await checkAddressLimit(
        ctx,
        {
          courier_id: line.id,
          country_id: recipient.countryId,
          postcode: recipient.postcode,
          address: recipient.address,
          address2: recipient.address2,
          address3: recipient.address3,
          city: recipient.city,
        },
        language,
      ),
      ...line,
    })),
  );
  return { recipient_id: recipient.id, store_id: storeId, country_id: recipient.countryId, list };
}

/** Both languages of a postcode's places (Taiwan's districts are named in English and Chinese). */
function placeHints(countryId: number, postcode: string): PlaceHint[] | undefined {
  if (placesForPostcode(countryId, postcode) === undefined) return undefined;
  return [false, true].flatMap((chinese) =>
    (placesForPostcode(countryId, postcode, chinese) ?? []).map((place) => ({
      suburb: place.suburb,
      city: place.city,
      state: place.stateName,
      stateCode: place.stateCode,
    })),
  );
}

const stateKey = (name: string) => name.toLowerCase().replace(/臺/g, '台').replace(/\s+/g, '');

/** The `states` row a parsed state names, by its code or any of its names. */
async function matchState(ctx: AppContext, countryId: number, state: string, code: string | null) {
  if (!state && !code) return undefined;
  const rows = await statesOf(ctx.db, countryId);
  const wanted = stateKey(state);
  return (
    rows.find((row) => code !== null && row.code.toUpperCase() === code.toUpperCase()) ??
    rows.find((row) => [row.code, row.name, row.nameCn, row.nameTw].some((name) => stateKey(name) === wanted))
  );
}

/** smartAddress: a pasted address read into the recipient's fields, with the state found in the state list. */
export async function smartAddress(ctx: AppContext, input: SmartAddressInput) {
  const parsed = parseAddressText(input.text, { countryId: input.country_id, places: placeHints });
  if (parsed.recognised.length === 0)
    throw new AppError('rule', 'smartAddress.nothingFound', { fields: { text: 'smartAddress.nothingFound' } });
  const { state_code: stateCode, ...fields } = parsed;
  const state =
    parsed.country_id === null ? undefined : await matchState(ctx, parsed.country_id, parsed.state, stateCode);
  return { state_id: state?.id ?? null, ...fields, state: state ? stateAddressName(state) : parsed.state };
}

/** getCompanyByAbn: SPEC §8's checks, then the business the register (or its stand-in) knows by that number. */
export async function companyByAbn(registry: AbnRegistry, abn: string) {
  const problem = abnProblem(abn);
  if (problem) throw AppError.field('abn', problem);
  const record = await registry.lookup(normaliseAbn(abn));
  if (!record) throw new AppError('rule', 'abn.notFound', { fields: { abn: 'abn.notFound' } });
  const digits = record.abn;
  return {
    abn: digits,
    abn_formatted: `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`,
    company: record.entityName,
    status: record.status,
    gst_registered: record.gstRegistered,
    state: record.state,
    postcode: record.postcode,
    source: registry.source,
  };
}

export async function addressAutocomplete(
  lookup: AddressLookup,
  input: { input: string; country_id?: number | undefined },
  language: Language,
) {
  const predictions = await lookup.autocomplete(input.input, { countryId: input.country_id, language });
  return { predictions, source: lookup.source };
}

export async function addressPlaceDetail(ctx: AppContext, lookup: AddressLookup, placeId: string) {
  const place = await lookup.placeDetail(placeId);
  if (!place) throw new AppError('not_found', 'error.notFound');
  const state = await matchState(ctx, place.country_id, place.state, place.state_code);
  // Ours come after the provider's answer, so a provider that sent its own `state_id` or `source` cannot speak for us
  // (a rare call: the cost of keys after a spread, docs/decisions/performance-server.md, does not matter here).
  return {
    ...place,
    state_id: state?.id ?? null,
    source: lookup.source,
    state: state ? stateAddressName(state) : place.state,
  };
}
