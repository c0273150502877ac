import type { Language, WarehouseAddress } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { imageUrlOf } from './images.js';
import { type Reader, wordsOf } from './presenters.js';
import { listVisibleItems } from './queries.js';

/** Every warehouse's shopping address as the reader copies it, as the reference module answers getWarehouseAddress. */
export type WarehouseAddresses = (
  ctx: AppContext,
  language: Language,
  customerId: number | null,
) => Promise<WarehouseAddress[]>;

/** shopList (the recMall screen): the shops staff recommend, for the customer's warehouse or everyone. */
export async function shopList(ctx: AppContext, reader: Reader, storeId: number | undefined) {
  const rows = await listVisibleItems(ctx.db, { kind: 'shop', now: ctx.clock(), storeId, limit: 50 });
  return rows.map((row) => {
    const { title, summary } = wordsOf(row, reader.language);
    return {
      id: row.id,
      title,
      summary,
      image_url: imageUrlOf(ctx, row),
      link_kind: row.linkKind,
      link_target: row.linkTarget,
    };
  });
}

/**
 * getChinaAddress: the China warehouse's shopping address with the customer's support number (the same one
 * getWarehouseAddress gives), and the guide staff publish on giving it to Chinese shops, in the reader's language.
 */
export async function chinaAddress(ctx: AppContext, reader: Reader, warehouseAddresses: WarehouseAddresses) {
  const addresses = await warehouseAddresses(ctx, reader.language, reader.customerId);
  const [guide] = await listVisibleItems(ctx.db, { kind: 'china_address', now: ctx.clock(), limit: 1 });
  const words = guide ? wordsOf(guide, reader.language) : undefined;
  return {
    address: addresses.find((warehouse) => warehouse.region_code === 'CN') ?? null,
    guide: guide && words ? { id: guide.id, title: words.title, body: words.body, language: words.language } : null,
  };
}
