import { type ContentTexts, calendarDate, copiedAddressChanged, type Language, translate } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { WarehouseAddressTemplate } from '../../db/schema/index.js';
import type { AppContext, AppServices } from '../../http/context.js';
import { publishWarehouseNews } from '../content/index.js';
import { notify } from '../notifications/index.js';
import { customersOfWarehouse } from '../users/index.js';
import {
  advanceAddressNotice,
  claimOpenAddressNotice,
  findWarehouseWithNames,
  hasNewerAddressNotice,
  insertAddressNotice,
  type WarehouseAddressNotice,
} from './queries.js';
import { presentWarehouse, SUPPORT_NUMBER_PLACEHOLDER } from './service.js';

type WarehouseRow = NonNullable<Awaited<ReturnType<typeof findWarehouseWithNames>>>;

/**
 * Customers told per transaction: a large customer base is worked through in steps, none of them long. On PGlite (one
 * connection) a step holds every request back while it runs: 2,000 customers took 7–11 s, so 50 a step is ~0.2 s.
 */
export const ADDRESS_NOTICE_BATCH = 50;

/** The warehouse news every reader sees: the new address with the support number's slot, since it is one text for all. */
function newsTexts(row: WarehouseRow, at: Date): ContentTexts {
  const textIn = (language: Language) => {
    const { name, address } = presentWarehouse(row, language, SUPPORT_NUMBER_PLACEHOLDER);
    const place = [address.city, address.state, address.postal_code].filter((part) => part !== '').join(' ');
    const lines = [address.name, ...address.address_lines, place, address.country, address.phone];
    const params = {
      warehouse: name,
      date: calendarDate(at),
      slot: SUPPORT_NUMBER_PLACEHOLDER,
      address: lines.map((line) => `- ${line}`).join('\n'),
    };
    return {
      title: translate(language, 'warehouseNotice.title', params),
      summary: translate(language, 'warehouseNotice.summary', params),
      body: translate(language, 'warehouseNotice.body', params),
    };
  };
  return { en: textIn('en'), cn: textIn('cn'), tw: textIn('tw') };
}

/**
 * In the transaction that saves a warehouse's address: when anything a customer copies into a shop changed, the
 * change is published as warehouse news and queued to be told to each customer (the notice job). A save that changes
 * nothing copied (the same address again, opening hours only) tells nobody.
 */
export async function announceAddressChange(
  tx: Database,
  before: WarehouseRow,
  address: WarehouseAddressTemplate,
  at: Date,
): Promise<boolean> {
  if (!copiedAddressChanged(before.warehouse.address, address)) return false;
  const after = { ...before, warehouse: { ...before.warehouse, address } };
  await insertAddressNotice(tx, before.warehouse.storeId, at);
  await publishWarehouseNews(tx, { storeId: before.warehouse.storeId, texts: newsTexts(after, at), now: at });
  return true;
}

/**
 * In the seed's transaction, before it writes the warehouses: an address nobody in staff has edited follows the seed,
 * so a release that moves a warehouse is announced like a staff change (news, then the notice job). A warehouse not
 * yet in the database (a first start) has nobody to tell.
 */
export async function announceSeededAddressChanges(
  tx: Database,
  seeded: readonly { storeId: number; address: WarehouseAddressTemplate }[],
  at: Date,
): Promise<void> {
  for (const { storeId, address } of seeded) {
    const before = await findWarehouseWithNames(tx, storeId);
    if (before && before.warehouse.staffEditedAt === null) await announceAddressChange(tx, before, address, at);
  }
}

/**
 * Tells one batch of a queued address change, in one transaction with its progress, so a customer is told once even
 * if the server stops between batches. A change superseded by a newer one of the same warehouse is dropped (the newer
 * one tells everybody the address that holds). Answers how many customers it told, or null when nothing is queued.
 */
async function tellNextBatch(ctx: AppContext, size: number, passed: readonly number[]): Promise<number | null> {
  return ctx.db.transaction(async (tx) => {
    const notice = await claimOpenAddressNotice(tx, passed);
    if (!notice) return null;
    try {
      return await tellBatchOf(ctx, tx, notice, size);
    } catch (error) {
      throw new BatchFailed(notice.id, error);
    }
  });
}

/** A change whose batch failed: its transaction is rolled back and the run goes on with the others. */
class BatchFailed extends Error {
  constructor(
    readonly noticeId: number,
    cause: unknown,
  ) {
    super(`warehouse address notice ${noticeId} failed`, { cause });
  }
}

async function tellBatchOf(
  ctx: AppServices,
  tx: Database,
  notice: WarehouseAddressNotice,
  size: number,
): Promise<number> {
  const now = ctx.clock();
  const row = await findWarehouseWithNames(tx, notice.storeId);
  if (!row?.warehouse.active || (await hasNewerAddressNotice(tx, notice))) {
    await advanceAddressNotice(tx, notice.id, notice.toldThrough, now);
    return 0;
  }
  const { nameEn, nameCn, nameTw } = row.warehouse;
  const batch = await customersOfWarehouse(tx, notice.storeId, notice.toldThrough, size);
  for (const customer of batch) {
    const card = presentWarehouse(row, customer.language, String(customer.id), customer);
    const { opening_hours: _read, country_code: _code, ...address } = card.address;
    await notify(
      tx,
      {
        customerId: customer.id,
        kind: 'warehouse_address_changed',
        data: { warehouse: { nameEn, nameCn, nameTw }, address },
      },
      now,
    );
  }
  const last = batch.at(-1)?.id ?? notice.toldThrough;
  await advanceAddressNotice(tx, notice.id, last, batch.length < size ? now : null);
  return batch.length;
}

/**
 * The notice job: tells every queued warehouse address change to the customers who may ship there (their default
 * warehouse, or a parcel of theirs there), by email and SMS as each chose, in their language, with the address as they
 * copy it. Safe on several servers at once (each change is held by one of them at a time). Answers how many were told.
 */
export async function sendWarehouseAddressNotices(ctx: AppContext, batch = ADDRESS_NOTICE_BATCH): Promise<number> {
  let told = 0;
  // A change whose batch fails is passed over for the rest of the run (it is tried again next run), so one bad
  // change cannot hold back every other warehouse's; the first failure is thrown at the end for the job's log.
  const passed: number[] = [];
  let failure: BatchFailed | undefined;
  for (;;) {
    let step: number | null;
    try {
      step = await tellNextBatch(ctx, batch, passed);
    } catch (error) {
      if (!(error instanceof BatchFailed)) throw error;
      passed.push(error.noticeId);
      failure ??= error;
      continue;
    }
    if (step === null) break;
    told += step;
  }
  if (failure) throw failure;
  return told;
}
