import type { AppContext } from '../../http/context.js';
import { presentFile } from '../files/index.js';
import { activeCustomer, getUserInfo, type UserInfo } from '../users/index.js';
import { addressesOf } from './erasure.js';
import {
  EXPORT_SECTIONS,
  type ExportRow,
  pageDeclarations,
  pageInvitedFriends,
  pageInviteRewards,
  pageOwnedRows,
  pageOwnFiles,
  pageSentMessages,
  pageShipmentClaims,
} from './export-queries.js';

/** Rows read per query: a long history is written out a page at a time, never held whole. */
const PAGE_SIZE = 200;

/** Reads pages until one comes back short, resuming after the last row's key. */
async function* paged<T>(read: (after: unknown) => Promise<T[]>, keyOf: (row: T) => unknown): AsyncGenerator<T> {
  let after: unknown;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < PAGE_SIZE || last === undefined) return;
    after = keyOf(last);
  }
}

/** JSON with 64-bit integers as text, as the rest of the API writes money. */
function json(value: unknown): string {
  return JSON.stringify(value, (_key, inner) => (typeof inner === 'bigint' ? inner.toString() : inner));
}

async function* array<T>(name: string, rows: AsyncIterable<T>, present: (row: T) => unknown = (row) => row) {
  yield `,${json(name)}:[`;
  let first = true;
  for await (const row of rows) {
    yield `${first ? '' : ','}${json(present(row))}`;
    first = false;
  }
  yield ']';
}

/**
 * The customer's own data as one JSON document, written as it is read: the profile, then each section page by page.
 * Only rows owned by `customerId` are read; no password, token or code hash is among them. The profile is read before
 * anything is written, so a closed account is refused with a proper answer.
 */
export async function customerDataExport(ctx: AppContext, customerId: number): Promise<AsyncGenerator<string>> {
  const profile = await getUserInfo(ctx, customerId);
  const customer = await activeCustomer(ctx, customerId);
  return writeExport(ctx, customerId, profile, addressesOf(customer));
}

async function* writeExport(
  ctx: AppContext,
  customerId: number,
  profile: UserInfo,
  addresses: string[],
): AsyncGenerator<string> {
  yield `{"exported_at":${json(ctx.clock().toISOString())},"profile":${json(profile)}`;
  for (const [name, section] of Object.entries(EXPORT_SECTIONS)) {
    yield* array(
      name,
      paged(
        (after) => pageOwnedRows(ctx.db, section, customerId, after, PAGE_SIZE),
        (row: ExportRow) => row[section.keyField],
      ),
    );
  }
  yield* array(
    'declarations',
    paged(
      (after) => pageDeclarations(ctx.db, customerId, after as number | undefined, PAGE_SIZE),
      (row) => row.id,
    ),
  );
  yield* array(
    'shipment_claims',
    paged(
      (after) => pageShipmentClaims(ctx.db, customerId, after as number | undefined, PAGE_SIZE),
      (row) => row.id,
    ),
  );
  yield* array(
    'invited_friends',
    paged(
      (after) => pageInvitedFriends(ctx.db, customerId, after as number | undefined, PAGE_SIZE),
      (row) => row.customer_id,
    ),
  );
  yield* array(
    'invite_rewards',
    paged(
      (after) => pageInviteRewards(ctx.db, customerId, after as number | undefined, PAGE_SIZE),
      (row) => row.id,
    ),
  );
  yield* array(
    'messages',
    paged(
      (after) => pageSentMessages(ctx.db, customerId, addresses, after as number | undefined, PAGE_SIZE),
      (row) => row.id,
    ),
  );
  yield* array(
    'files',
    paged(
      (after) => pageOwnFiles(ctx.db, customerId, after as string | undefined, PAGE_SIZE),
      (row) => row.id,
    ),
    (row) => ({ ...presentFile(ctx, row), purpose: row.purpose, created_at: row.createdAt }),
  );
  yield '}';
}
