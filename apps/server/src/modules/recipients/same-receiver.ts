import {
  COUNTRY_ID,
  type Language,
  type MessageKey,
  type ReceiverInBatch,
  type SameReceiverGroup,
  STORE_ID,
  sameReceiverGroups,
  translate,
} from '@parcelway/domain';
import type { RecipientRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { customerStoreId } from '../catalogue/index.js';
import { findRecipients } from './queries.js';

function receiverOf(row: RecipientRow): ReceiverInBatch {
  return {
    ref: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    phoneCode: row.phoneCode,
    contactNumber: row.contactNumber,
    country_id: row.countryId,
    postcode: row.postcode,
    address: row.address,
  };
}

/** The batch's entries, in its order (an id twice is two waybills to one recipient); 404 for any not the customer's. */
async function batchOf(ctx: AppContext, customerId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await findRecipients(ctx.db, customerId, unique);
  if (rows.length !== unique.length) throw new AppError('not_found', 'error.notFound');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => receiverOf(byId.get(id) as RecipientRow));
}

function sameReceiverAnswer(groups: SameReceiverGroup[], language: Language) {
  const answered = groups.map((group) => {
    const key: MessageKey = group.by.some((by) => by !== 'name')
      ? 'recipient.sameReceiverMalaysia'
      : 'recipient.sameName';
    return {
      recipient_ids: group.refs,
      name: group.name,
      by: group.by,
      message: translate(language, key, { name: group.name }),
    };
  });
  return { same: answered.length > 0, message: answered[0]?.message ?? null, groups: answered };
}

/**
 * checkSameReceiver: which entries of a batch (recipient ids, one per waybill; issue 7 adds waybill ids resolved
 * to their recipients) share a receiver's name, with SPEC §5's request to change it.
 */
export async function checkSameReceiver(
  ctx: AppContext,
  customerId: number,
  ids: readonly number[],
  language: Language,
) {
  const entries = await batchOf(ctx, customerId, ids);
  return sameReceiverAnswer(sameReceiverGroups(entries, ['name']), language);
}

/**
 * checkSameReceiverAboutAuToMy: as checkSameReceiver, and for a batch from the Australian warehouse the entries
 * addressed to Malaysia also match by phone number or address (Malaysian customs treat one receiver's parcels as
 * one consignment, whatever name is written). `applies` says whether that stricter check ran.
 */
export async function checkSameReceiverAuToMy(
  ctx: AppContext,
  customerId: number,
  input: { ids: readonly number[]; storeId?: number | undefined },
  language: Language,
) {
  const entries = await batchOf(ctx, customerId, input.ids);
  const storeId = input.storeId ?? (await customerStoreId(ctx.db, customerId));
  const malaysian = entries.filter((entry) => entry.country_id === COUNTRY_ID.malaysia);
  const applies = storeId === STORE_ID.australia && malaysian.length > 0;
  const byName = sameReceiverGroups(entries, ['name']);
  if (!applies) return { applies, ...sameReceiverAnswer(byName, language) };
  const strict = sameReceiverGroups(malaysian, ['name', 'phone', 'address']);
  const covered = (group: SameReceiverGroup) =>
    strict.some((wider) => group.refs.every((ref) => wider.refs.includes(ref)));
  return { applies, ...sameReceiverAnswer([...strict, ...byName.filter((group) => !covered(group))], language) };
}
