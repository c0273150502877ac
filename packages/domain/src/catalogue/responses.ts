import { z } from 'zod';

/**
 * What the catalogue calls answer: tags, extra services, packaging, last-mile costs, postcodes and address limits.
 * Shape only. Prices are major units as decimal strings, each beside its currency.
 */

/** A product type or parcel attribute a parcel can be tagged with. */
export const tagSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.string(),
  kind_name: z.string(),
  name: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/**
 * An extra service at a warehouse. In allExtraServiceList a service the warehouse does not offer has `offered`
 * false and no price; its currency is then the warehouse's.
 */
export const extraServiceSchema = z.object({
  id: z.number(),
  extra_service_id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  scope: z.string(),
  store_id: z.number(),
  offered: z.boolean(),
  price: z.string().nullable(),
  currency: z.string(),
  remark_required: z.boolean(),
  image_required: z.boolean(),
  reject_whole: z.boolean(),
  /** The choices of a service that rejects the whole parcel or part of it. */
  options: z.array(z.object({ part: z.number(), name: z.string() })),
});
export type ExtraService = z.infer<typeof extraServiceSchema>;

/** A packaging option, in the warehouse's currency and in AUD; the extra carton has no id. */
export const boxServiceSchema = z.object({
  id: z.number().nullable(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  price: z.string(),
  currency: z.string(),
  price_aud: z.string(),
});
export type BoxService = z.infer<typeof boxServiceSchema>;

/** newBoxServiceList: the packaging and the extra carton apart, with the warehouse and the rate date used. */
export const boxServicesSchema = z.object({
  store_id: z.number(),
  currency: z.string(),
  rate_date: z.string().nullable(),
  packaging: z.array(boxServiceSchema),
  extra_carton: boxServiceSchema,
});
export type BoxServices = z.infer<typeof boxServicesSchema>;

/** getDeliveryCostData: last-mile prices by country and method, and what a pickup point charges for storage. */
export const deliveryCostsSchema = z.object({
  currency: z.string(),
  rate_date: z.string().nullable(),
  pickup_point_storage: z.object({
    free_days: z.number(),
    per_package_day: z.string(),
    per_cubic_metre_day: z.string(),
    currency: z.string(),
    note: z.string(),
  }),
  list: z.array(
    z.object({
      country_id: z.number(),
      iso2: z.string(),
      country_name: z.string(),
      methods: z.array(
        z.object({
          method: z.string(),
          name: z.string(),
          price_per_parcel: z.string(),
          currency: z.string(),
          days_min: z.number(),
          days_max: z.number(),
          /** Pickup points only. */
          free_storage_days: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type DeliveryCosts = z.infer<typeof deliveryCostsSchema>;

/** A place a postcode covers, with the state named in the reader's language. */
export const postcodePlaceSchema = z.object({
  country_id: z.number(),
  postcode: z.string(),
  suburb: z.string(),
  city: z.string(),
  state_id: z.number().nullable(),
  state_code: z.string().nullable(),
  state: z.string(),
});
export type PostcodePlace = z.infer<typeof postcodePlaceSchema>;

/** checkAddressLimit: whether a line (or any door-delivery courier) delivers to an address, and why not. */
export const addressLimitSchema = z.object({
  limited: z.boolean(),
  deliverable: z.boolean(),
  courier_id: z.number().nullable(),
  po_box: z.boolean(),
  remote_area: z.boolean(),
  reasons: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type AddressLimit = z.infer<typeof addressLimitSchema>;
