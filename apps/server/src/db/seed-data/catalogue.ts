import { COUNTRY_ID, PARCEL_ATTRIBUTES, PRODUCT_TYPES, STORE_ID } from '@parcelway/domain';
import type { BoxServiceUnit, ExtraServiceScope, LastMileMethod, TagKind } from '../schema/catalogue.js';
import { ORIGINS, priced } from './logistics-lines.js';

/** Parcel tags: the domain's product types, then its attributes (names are message keys). */
export const PARCEL_TAGS: { kind: TagKind; code: string; sortOrder: number }[] = [
  ...PRODUCT_TYPES.map((code, index) => ({ kind: 'product_type' as const, code, sortOrder: index + 1 })),
  ...PARCEL_ATTRIBUTES.map((code, index) => ({ kind: 'attribute' as const, code, sortOrder: 100 + index + 1 })),
];

export interface ExtraServiceSeed {
  code: string;
  scope: ExtraServiceScope;
  requiresRemark: boolean;
  requiresImage: boolean;
  rejectWholeOption: boolean;
  sortOrder: number;
  /** Price in AUD, written in each warehouse's currency at the price-list rate (as logistics lines are). */
  aud: number;
  /** Warehouses that offer it. */
  stores: readonly number[];
}

const ALL_STORES = ORIGINS.map((origin) => origin.storeId);

/**
 * SPEC §1 extra services. SPEC gives no prices: these are ours. Disposal needs a local disposal contract,
 * which the Japan and New Zealand warehouses do not have, so only the others offer it.
 */
export const EXTRA_SERVICES: ExtraServiceSeed[] = [
  {
    code: 'photo',
    scope: 'parcel',
    requiresRemark: false,
    requiresImage: false,
    rejectWholeOption: false,
    sortOrder: 1,
    aud: 2,
    stores: ALL_STORES,
  },
  {
    code: 'unpacking',
    scope: 'parcel',
    requiresRemark: true,
    requiresImage: false,
    rejectWholeOption: false,
    sortOrder: 2,
    aud: 5,
    stores: ALL_STORES,
  },
  {
    code: 'bubble_wrap',
    scope: 'parcel',
    requiresRemark: false,
    requiresImage: false,
    rejectWholeOption: false,
    sortOrder: 3,
    aud: 3,
    stores: ALL_STORES,
  },
  {
    code: 'disposal',
    scope: 'parcel',
    requiresRemark: true,
    requiresImage: true,
    rejectWholeOption: true,
    sortOrder: 4,
    aud: 5,
    stores: [STORE_ID.australia, STORE_ID.china, STORE_ID.malaysia, STORE_ID.taiwan],
  },
  {
    code: 'combined_box',
    scope: 'shipment',
    requiresRemark: false,
    requiresImage: false,
    rejectWholeOption: false,
    sortOrder: 5,
    aud: 5,
    stores: ALL_STORES,
  },
];

/** One warehouse's price of an extra service, in the warehouse currency's minor units. */
export function extraServicePrice(service: ExtraServiceSeed, storeId: number) {
  const origin = ORIGINS.find((candidate) => candidate.storeId === storeId);
  if (!origin) throw new Error(`no price-list rate for store ${storeId}`);
  return { currencyId: origin.currencyId, price: priced(service.aud, origin) };
}

/**
 * Packaging options of a consolidation, in AUD minor units (ours; SPEC gives none). The extra carton is
 * not here: its price is the domain's EXTRA_CARTON_FEE (SPEC §9), added by the service.
 */
export const BOX_SERVICES: { code: string; unit: BoxServiceUnit; priceAud: number; sortOrder: number }[] = [
  { code: 'original_box', unit: 'shipment', priceAud: 0, sortOrder: 1 },
  { code: 'reinforced', unit: 'shipment', priceAud: 200, sortOrder: 2 },
  { code: 'new_carton', unit: 'carton', priceAud: 400, sortOrder: 3 },
  { code: 'wooden_frame', unit: 'shipment', priceAud: 2_500, sortOrder: 4 },
];

const AUD = 3;

/** Last-mile cost per parcel at each destination, in AUD minor units (ours; SPEC gives none). */
export const LAST_MILE_RATES: {
  countryId: number;
  method: LastMileMethod;
  currencyId: number;
  pricePerParcel: number;
  daysMin: number;
  daysMax: number;
}[] = [
  ...(
    [
      [COUNTRY_ID.australia, 800, 400],
      [COUNTRY_ID.newZealand, 900, 500],
      [COUNTRY_ID.taiwan, 600, 300],
      [COUNTRY_ID.singapore, 600, 300],
      [COUNTRY_ID.malaysia, 500, 250],
      [COUNTRY_ID.hongKong, 600, 300],
      [COUNTRY_ID.japan, 800, null],
      [COUNTRY_ID.china, 500, null],
      [COUNTRY_ID.canada, 1_200, null],
    ] as const
  ).flatMap(([countryId, door, pickup]) => [
    { countryId, method: 'door' as const, currencyId: AUD, pricePerParcel: door, daysMin: 1, daysMax: 3 },
    ...(pickup === null
      ? []
      : [
          {
            countryId,
            method: 'pickup_point' as const,
            currencyId: AUD,
            pricePerParcel: pickup,
            daysMin: 1,
            daysMax: 2,
          },
        ]),
  ]),
];
