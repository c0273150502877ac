import { z } from 'zod';

/**
 * What the reference calls answer (countries, states, currencies, warehouses, conversions). Shape only: the
 * server writes exactly these fields, and the web reads its types from them.
 */

/** A country as countryList and availableCountry answer it; `phone_code` is null where none is on file. */
export const countrySchema = z.object({
  id: z.number(),
  iso2: z.string(),
  name: z.string(),
  phone_code: z.string().nullable(),
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({
  id: z.number(),
  country_id: z.number(),
  code: z.string(),
  name: z.string(),
  /** In the reader's language. */
  local_name: z.string(),
  /** As an address in that country writes it (what a recipient stores). */
  address_name: z.string(),
});
export type State = z.infer<typeof stateSchema>;

export const currencySchema = z.object({
  id: z.number(),
  code: z.string(),
  currency_name: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number(),
  payable: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;

/** A "how did you hear of us" choice of the sign-up form. */
export const userSourceSchema = z.object({ id: z.number(), name: z.string() });
export type UserSource = z.infer<typeof userSourceSchema>;

/** A warehouse and the address a customer sends parcels to (their support number in it once logged in). */
export const warehouseAddressSchema = z.object({
  store_id: z.number(),
  name: z.string(),
  region_code: z.string(),
  currency_id: z.number(),
  currency_name: z.string(),
  /** The logged-in customer's own warehouse. */
  is_default: z.boolean(),
  address: z.object({
    country: z.string(),
    country_code: z.string(),
    name: z.string(),
    postal_code: z.string(),
    state: z.string(),
    city: z.string(),
    address_lines: z.array(z.string()),
    phone: z.string(),
    opening_hours: z.string(),
  }),
});
export type WarehouseAddress = z.infer<typeof warehouseAddressSchema>;

/** transferAmount: an amount in another currency at today's rates, and the date of the newer rate used. */
export const convertedAmountSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  from_currency: z.string(),
  rate_date: z.string(),
});
export type ConvertedAmount = z.infer<typeof convertedAmountSchema>;

/** The build the server runs, so an open page can tell that a newer one was deployed. */
export const buildVersionSchema = z.object({ build_id: z.string() });
export type BuildVersion = z.infer<typeof buildVersionSchema>;
