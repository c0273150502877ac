import {
  COUNTRY_ID,
  type Language,
  type MessageKey,
  personName,
  type RecipientDraft,
  type RecipientInput,
  type RecipientProblems,
  recipientProblems,
  translate,
} from '@parcelway/domain';
import type { NewRecipientRow, RecipientRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { type PaginationQuery, pageOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { placesForPostcode } from '../catalogue/index.js';
import { stateAddressName } from '../reference/index.js';
import {
  deleteRecipient as deleteRecipientRow,
  findCountry,
  findRecipient,
  insertRecipient,
  listRecipients as listRecipientRows,
  type RecipientFilter,
  statesOf,
  updateRecipient as updateRecipientRow,
} from './queries.js';

/** A stored entry as the domain rules read it. */
export function draftOf(row: RecipientRow): RecipientDraft {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    phoneCode: row.phoneCode,
    contactNumber: row.contactNumber,
    mobile: row.mobile,
    email: row.email,
    company: row.company,
    country_id: row.countryId,
    state_id: row.stateId,
    state: row.state,
    city: row.city,
    postcode: row.postcode,
    address: row.address,
    address2: row.address2,
    address3: row.address3,
    unit_number: row.unitNumber,
    address_type: row.addressType,
    building_type: row.buildingType,
    id_number: row.idNumber,
    abn: row.abn,
    gst_registered: row.gstRegistered,
  };
}

function translated(problems: RecipientProblems, language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, key]) => [field, translate(language, key as MessageKey)]),
  );
}

/** An ID number in a list shows its first and last three characters only. */
function masked(idNumber: string): string {
  if (idNumber.length < 8) return idNumber ? '*'.repeat(idNumber.length) : '';
  return `${idNumber.slice(0, 3)}${'*'.repeat(idNumber.length - 6)}${idNumber.slice(-3)}`;
}

interface StoredRecipient {
  recipient: RecipientRow;
  countryName: string;
  countryIso2: string;
}

/**
 * An address-book entry as the API answers it: SPEC §3's fields, the country's name, and whether it can be
 * chosen for a waybill (`complete`, with the problems by field in the caller's language when not).
 */
function recipientView(record: StoredRecipient, language: Language, options: { maskIdNumber: boolean }) {
  const row = record.recipient;
  const draft = draftOf(row);
  const problems = recipientProblems(draft);
  return {
    id: row.id,
    name: personName(row.firstName, row.lastName),
    country_name: record.countryName,
    country_iso2: record.countryIso2,
    complete: Object.keys(problems).length === 0,
    problems: translated(problems, language),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...draft,
    // The draft allows an entry without a country; a stored one always has its own.
    country_id: row.countryId,
    id_number: options.maskIdNumber ? masked(row.idNumber) : row.idNumber,
  };
}

export async function listRecipients(
  ctx: AppContext,
  customerId: number,
  query: PaginationQuery & RecipientFilter,
  language: Language,
) {
  const { rows, total } = await listRecipientRows(
    ctx.db,
    customerId,
    { keyword: query.keyword, countryId: query.countryId },
    { offset: (query.page - 1) * query.perPage, limit: query.perPage },
  );
  return pageOf(
    rows.map((row) => recipientView(row, language, { maskIdNumber: true })),
    total,
    query,
  );
}

async function ownRecipient(ctx: AppContext, customerId: number, id: number) {
  const record = await findRecipient(ctx.db, customerId, id);
  if (!record) throw new AppError('not_found', 'error.notFound');
  return record;
}

export async function recipientDetail(ctx: AppContext, customerId: number, id: number, language: Language) {
  return recipientView(await ownRecipient(ctx, customerId, id), language, { maskIdNumber: false });
}

const PHONE_FIELDS = new Set(['contactNumber', 'mobile']);

/**
 * The entry a waybill may ship to: the customer's own (404 otherwise) and complete (422 with SPEC §8's sentence
 * and the problems by field otherwise). Issue 7's submission uses it before copying the address onto the waybill.
 */
export async function recipientForWaybill(ctx: AppContext, customerId: number, id: number, language: Language) {
  const record = await ownRecipient(ctx, customerId, id);
  const problems = recipientProblems(draftOf(record.recipient));
  const fields = Object.keys(problems);
  if (fields.length > 0) {
    // SPEC §8 has its own sentence when the phone is all that is wrong.
    const onlyPhone = fields.every((field) => PHONE_FIELDS.has(field));
    throw new AppError('rule', onlyPhone ? 'recipient.phoneIncorrect' : 'recipient.incomplete', {
      data: { recipient_id: id, problems: translated(problems, language) },
    });
  }
  return record.recipient;
}

/** Place names compared without case, spaces, punctuation, 臺/台, and a trailing "district", 區, 市 and the like. */
function placeKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/臺/g, '台')
    .replace(/[\s.,'-]/g, '')
    .replace(/(district|dist|township|city|區|区|鄉|乡|鎮|镇|市)$/u, '');
}

/**
 * SPEC §5: a postcode with no matching city. Where we have postcode data (Australia, Malaysia, Taiwan, Japan) the
 * postcode must exist and, except in Japan (names in Japanese only), one of its suburbs, districts or cities must be
 * the one entered, in English or Chinese.
 */
export function postcodeCityProblem(countryId: number, postcode: string, city: string): MessageKey | null {
  if (placesForPostcode(countryId, postcode) === undefined) return null;
  const places = [false, true].flatMap((chinese) => placesForPostcode(countryId, postcode, chinese) ?? []);
  if (places.length === 0) return 'address.postcodeNotFound';
  if (countryId === COUNTRY_ID.japan || city.trim() === '') return null;
  const key = placeKey(city);
  return places.some((place) => placeKey(place.suburb) === key || placeKey(place.city) === key)
    ? null
    : 'address.postcodeNotFound';
}

/** The rules that need data (country, state, postcode-to-city), then the row to store. */
async function rowFor(ctx: AppContext, input: RecipientInput): Promise<Omit<NewRecipientRow, 'customerId'>> {
  const country = await findCountry(ctx.db, input.country_id);
  if (!country) throw AppError.field('country_id', 'reference.unknownCountry');
  const fields: Record<string, MessageKey> = {};
  let state = input.state;
  if (input.state_id !== null) {
    const chosen = (await statesOf(ctx.db, country.id)).find((row) => row.id === input.state_id);
    // The state list's name as an address there writes it (Chinese in Taiwan and China).
    if (chosen) state = stateAddressName(chosen);
    else fields.state = 'validation.choice';
  }
  const postcodeProblem = postcodeCityProblem(country.id, input.postcode, input.city);
  if (postcodeProblem) fields.postcode = postcodeProblem;
  const [first] = Object.values(fields);
  if (first) throw new AppError('invalid', first, { fields });

  return {
    firstName: input.first_name,
    lastName: input.last_name,
    phoneCode: input.phoneCode || country.phoneCode || '',
    contactNumber: input.contactNumber,
    mobile: input.mobile,
    email: input.email,
    company: input.company,
    countryId: country.id,
    stateId: input.state_id,
    state,
    city: input.city,
    postcode: input.postcode,
    address: input.address,
    address2: input.address2,
    address3: input.address3,
    unitNumber: input.unit_number,
    addressType: input.address_type,
    buildingType: input.building_type,
    idNumber: input.id_number,
    abn: input.abn,
    gstRegistered: input.gst_registered,
  };
}

export async function createRecipient(ctx: AppContext, customerId: number, input: RecipientInput, language: Language) {
  const values = await rowFor(ctx, input);
  const at = ctx.clock();
  const id = await insertRecipient(ctx.db, { ...values, customerId, createdAt: at, updatedAt: at });
  return recipientDetail(ctx, customerId, id, language);
}

export async function updateRecipient(
  ctx: AppContext,
  customerId: number,
  id: number,
  input: RecipientInput,
  language: Language,
) {
  await ownRecipient(ctx, customerId, id);
  const values = await rowFor(ctx, input);
  if (!(await updateRecipientRow(ctx.db, customerId, id, values, ctx.clock())))
    throw new AppError('not_found', 'error.notFound');
  return recipientDetail(ctx, customerId, id, language);
}

/** A hard delete: waybills keep a copy of the address they shipped to (docs/decisions/address-book.md). */
export async function deleteRecipient(ctx: AppContext, customerId: number, id: number) {
  if (!(await deleteRecipientRow(ctx.db, customerId, id))) throw new AppError('not_found', 'error.notFound');
  return { id };
}

/** Forgets a customer's address book, in the caller's transaction (account closure). */
export { deleteRecipientsOf } from './queries.js';
