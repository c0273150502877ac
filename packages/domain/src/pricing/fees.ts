import type { CurrencyCode, Money } from '../money/money.js';
import { addMoney, money } from '../money/money.js';
import {
  assertCount,
  CUBIC_MM_PER_CUBIC_METRE,
  divideRounded,
  shareOf,
  stepsToCover,
  timesMoney,
  zero,
} from './arithmetic.js';
import {
  AU_GST_PERCENT,
  EXTRA_CARTON_FEE,
  FUMIGATION_RATES,
  type FumigationScheme,
  HANDLING_FEE_FREE_PARCELS,
  HANDLING_FEE_PER_EXCESS_PARCEL,
  PICKUP_POINT_FREE_STORAGE_DAYS,
  PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY,
  PICKUP_POINT_STORAGE_PER_PACKAGE_DAY,
  RETURN_TO_LOCAL_ADDRESS_FEES,
  TW_TAX_BILL_DELIVERY_FEE,
} from './constants.js';

/** Extra cartons in a consolidation: AU$3 each. */
export function extraCartonFee(cartons: number): Money {
  return timesMoney(EXTRA_CARTON_FEE, cartons);
}

/** The handling fee of a shipment: AU$1 for each parcel beyond the 30th (nothing up to 30). */
export function handlingFee(parcelCount: number): Money {
  assertCount(parcelCount, 'parcelCount');
  return timesMoney(HANDLING_FEE_PER_EXCESS_PARCEL, Math.max(0, parcelCount - HANDLING_FEE_FREE_PARCELS));
}

/** How a returned parcel leaves the warehouse: delivered to a local address, or collected with a pickup code. */
export type LocalReturnMethod = 'localAddress' | 'pickupCode';

/** Currencies of the warehouses that return to a local address (AU, CN, MY). */
export const LOCAL_RETURN_CURRENCIES: readonly CurrencyCode[] = RETURN_TO_LOCAL_ADDRESS_FEES.map((fee) => fee.currency);

/**
 * Returning parcels to a local address in the warehouse country: AU$3.50, 5.00 yuan or RM12.00 per
 * parcel by the warehouse's currency; free with the pickup-code method. Forwarding to another
 * address is quoted by staff (SPEC gives no price) and is not computed here.
 */
export function returnToLocalAddressFee(parcels: number, method: LocalReturnMethod, currency: CurrencyCode): Money {
  assertCount(parcels, 'parcels');
  const fee = RETURN_TO_LOCAL_ADDRESS_FEES.find((candidate) => candidate.currency === currency);
  if (!fee) throw new RangeError(`No local return from a warehouse in ${currency}`);
  return method === 'pickupCode' ? zero(currency) : timesMoney(fee, parcels);
}

/**
 * Fumigation of a shipment of `volumeMm3`: the volume (at least the scheme's minimum) is charged in whole
 * units, a part-unit as a whole one. Which scheme applies is the line's (see FUMIGATION_RATES).
 */
export function fumigationFee(volumeMm3: number, scheme: FumigationScheme): Money {
  assertCount(volumeMm3, 'volumeMm3');
  const rate = FUMIGATION_RATES[scheme];
  const units = stepsToCover(Math.max(volumeMm3, rate.minimumMm3), rate.unitMm3);
  return timesMoney(rate.pricePerUnit, units);
}

/** The Taiwan delivery company's extra: NT$30 per tax bill. */
export function taiwanTaxBillFee(taxBills: number): Money {
  return timesMoney(TW_TAX_BILL_DELIVERY_FEE, taxBills);
}

/** Australian GST (10%) on an amount, half-up to the cent. */
export function australianGst(amountExGst: Money): Money {
  return shareOf(amountExGst, AU_GST_PERCENT * 100, 'halfUp');
}

/** An amount quoted "+GST" with the Australian GST added: AU$110 + GST is AU$121. */
export function withAustralianGst(amountExGst: Money): Money {
  return addMoney(amountExGst, australianGst(amountExGst));
}

/** How a pickup point charges storage after the free days: by package, or by volume. It is the point's method. */
export type StorageBasis = 'package' | 'volume';

export type PickupPointStorage =
  | { readonly storageBasis: 'package'; readonly days: number; readonly packages: number }
  | { readonly storageBasis: 'volume'; readonly days: number; readonly volumeMm3: number };

/** Days charged at a pickup point: those after the 7 free days. */
export function chargeableStorageDays(days: number): number {
  assertCount(days, 'days');
  return Math.max(0, days - PICKUP_POINT_FREE_STORAGE_DAYS);
}

/**
 * Pickup-point storage: free for 7 days, then AU$1 per package per day, or AU$15 per m³ per day pro rata to
 * the volume (rounded half-up to the cent once, on the whole amount). `days` is whole days stored.
 */
export function pickupPointStorageFee(storage: PickupPointStorage): Money {
  const days = chargeableStorageDays(storage.days);
  if (storage.storageBasis === 'package') {
    assertCount(storage.packages, 'packages');
    return timesMoney(PICKUP_POINT_STORAGE_PER_PACKAGE_DAY, storage.packages * days);
  }
  assertCount(storage.volumeMm3, 'volumeMm3');
  const rate = PICKUP_POINT_STORAGE_PER_CUBIC_METRE_DAY;
  const minor = divideRounded(
    BigInt(rate.minor) * BigInt(storage.volumeMm3) * BigInt(days),
    BigInt(CUBIC_MM_PER_CUBIC_METRE),
    'halfUp',
  );
  return money(Number(minor), rate.currency);
}
