import { z } from 'zod';
import { postcodeProblem } from '../address-book/postcodes.js';
import type { MessageKey } from '../i18n/messages.js';

/** Where the customer's support number goes in a warehouse's shopping address. */
export const SUPPORT_NUMBER_SLOT = '{supportNumber}';

/** Longest support number the address must still fit with (customer ids have room to grow). */
const SUPPORT_NUMBER_ROOM = '9999999999';

/** An address line as a shop's form takes it: at most 60 characters (SPEC §5), support number filled in. */
export const WAREHOUSE_LINE_MAX = 60;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * What staff may change of a warehouse's shopping address (POST /ops/warehouses/:id and its preview). The store id,
 * region code, country and currency are the contract of SPEC §1 and DESIGN §5 and are not editable.
 */
export const warehouseAddressChangeSchema = z.object({
  recipient: text(80),
  address_lines: z.array(text(80)).min(1).max(3),
  city: text(60),
  state: z.string().trim().max(60),
  postal_code: text(12),
  phone: z
    .string()
    .trim()
    .min(6)
    .max(30)
    .regex(/^\+?[\d\s()-]+$/, { error: 'validation.invalid' }),
  opening_hours: text(120),
  opening_hours_in: z.object({ en: text(120), cn: text(120), tw: text(120) }),
  /** As the form loaded it (null: never edited by staff); a later staff edit refuses the change (409). */
  staff_edited_at: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type WarehouseAddressChange = z.infer<typeof warehouseAddressChangeSchema>;

export interface AddressProblem {
  /** The form field; an address line is `address_lines.<index>`. */
  field: string;
  key: MessageKey;
}

const PLACEHOLDER = /\{[^}]*\}/g;

/**
 * What is wrong with a warehouse's shopping address as a whole: the support number must be in the receiver or an
 * address line (without it the warehouse cannot tell whose parcel arrived), no other placeholder may appear (it would
 * reach the customer as typed), each line fits a shop's 60 characters once the number is in it, and the postal code
 * has the warehouse country's format.
 */
export function warehouseAddressProblems(
  countryId: number,
  address: Pick<WarehouseAddressChange, 'recipient' | 'address_lines' | 'postal_code'>,
): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const fields = [
    { field: 'recipient', value: address.recipient },
    ...address.address_lines.map((value, index) => ({ field: `address_lines.${index}`, value })),
  ];
  if (!fields.some((entry) => entry.value.includes(SUPPORT_NUMBER_SLOT)))
    problems.push({ field: 'recipient', key: 'config.supportNumberMissing' });
  for (const entry of fields) {
    if ((entry.value.match(PLACEHOLDER) ?? []).some((placeholder) => placeholder !== SUPPORT_NUMBER_SLOT))
      problems.push({ field: entry.field, key: 'config.unknownPlaceholder' });
    else if (entry.value.replaceAll(SUPPORT_NUMBER_SLOT, SUPPORT_NUMBER_ROOM).length > WAREHOUSE_LINE_MAX)
      problems.push({ field: entry.field, key: 'config.addressLineTooLong' });
  }
  const postcode = postcodeProblem(countryId, address.postal_code);
  if (postcode) problems.push({ field: 'postal_code', key: postcode });
  return problems;
}

/** What a customer copies into a shop from a warehouse's shopping address (opening hours are only read). */
export interface CopiedAddressFields {
  recipient: string;
  addressLines: readonly string[];
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

/**
 * Whether a saved shopping address differs in anything a customer may have copied into a shop: the receiver line,
 * an address line (one added or removed too), the city, state, postal code or phone. Opening hours alone do not count.
 */
export function copiedAddressChanged(before: CopiedAddressFields, after: CopiedAddressFields): boolean {
  return (
    before.recipient !== after.recipient ||
    before.city !== after.city ||
    before.state !== after.state ||
    before.postalCode !== after.postalCode ||
    before.phone !== after.phone ||
    before.addressLines.length !== after.addressLines.length ||
    before.addressLines.some((line, index) => line !== after.addressLines[index])
  );
}
