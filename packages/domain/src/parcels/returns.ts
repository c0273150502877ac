import { z } from 'zod';

/**
 * Returns (SPEC §9): back to a local address in the warehouse country at a fee per parcel, collected at
 * the warehouse with a pickup code for free, or forwarded to another address at a price staff quote.
 */
export const RETURN_METHODS = ['local_address', 'pickup_code', 'forward'] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

export const RETURN_STATUSES = ['requested', 'completed', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const MAX_PARCELS_PER_RETURN = 50;

const line = (max: number) => z.string().trim().max(max);

export const returnAddressSchema = z.object({
  name: line(60).min(1, { error: 'validation.required' }),
  phone: line(30).min(1, { error: 'validation.required' }),
  address: line(60).min(1, { error: 'validation.required' }),
  city: line(60).min(1, { error: 'validation.required' }),
  state: line(60).default(''),
  postcode: line(12).min(1, { error: 'validation.required' }),
  country_id: z.coerce.number().int().positive().optional(),
});
export type ReturnAddress = z.output<typeof returnAddressSchema>;

export const returnRequestSchema = z
  .object({
    parcel_ids: z.array(z.coerce.number().int().positive()).min(1).max(MAX_PARCELS_PER_RETURN),
    method: z.enum(RETURN_METHODS),
    address: returnAddressSchema.optional(),
    remark: line(500).default(''),
  })
  .refine((input) => input.method === 'pickup_code' || input.address !== undefined, {
    path: ['address'],
    error: 'return.addressRequired',
  });
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;
export type ReturnRequest = z.output<typeof returnRequestSchema>;
