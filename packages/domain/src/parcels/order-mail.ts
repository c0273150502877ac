import { z } from 'zod';
import type { CheckDigitReading } from './check-digits.js';
import { TRACKING_NUMBER_MAX_LENGTH, TRACKING_NUMBER_MIN_LENGTH } from './tracking.js';

/**
 * Reads a tracking number: the carrier whose form it has and whether its check digit holds. `readCheckDigit`
 * (check-digits.ts) is one; a reader of every carrier's formats fits the same place.
 */
export type TrackingNumberReader = (number: string) => CheckDigitReading;

/**
 * Why a number found in an order e-mail was not pre-alerted: its check digit failed, nothing could confirm it, or the
 * pre-alert itself was refused.
 */
export const UNREAD_REASONS = ['check_digit', 'unconfirmed', 'refused'] as const;
export type UnreadReason = (typeof UNREAD_REASONS)[number];

type FoundReason = Exclude<UnreadReason, 'refused'>;

export interface OrderMailNumbers {
  /** Numbers in a carrier's form whose check digit holds: these are pre-alerted. */
  found: { number: string; carrier: string }[];
  /**
   * Numbers that look like tracking numbers but were not taken: a carrier's form whose check digit fails (a typo, or
   * not a tracking number), or a number next to a tracking label that no check digit can confirm.
   */
  unread: { number: string; reason: FoundReason }[];
}

/** Words a shop writes before a tracking number, in the languages our customers' shops write in. */
const TRACKING_LABEL =
  /\btrack|consignment|waybill|shipment (?:no|number|id)|运单|運單|单号|單號|快递|快遞|追踪|追蹤|物流|お問い合わせ番号|伝票番号|追跡/i;

/** A run of letters and digits with at least one digit, of a tracking number's length (SPEC §9: 8 or more). */
const CANDIDATE = new RegExp(
  `(?<![A-Za-z0-9])(?=[A-Za-z]*\\d)[A-Za-z0-9]{${TRACKING_NUMBER_MIN_LENGTH},${TRACKING_NUMBER_MAX_LENGTH}}(?![A-Za-z0-9])`,
  'g',
);

/**
 * Letters in fixed places (1Z…, an S10 number's two letters and country) or 20 digits and more: printed by its
 * carrier alone. Plain digits of a common length are order numbers, phone numbers and dates as often as parcels.
 */
const isDistinctive = (number: string) => /[A-Z]/.test(number) || number.length >= 20;

/**
 * The tracking numbers of an order confirmation. A number is taken when its check digit holds and it is either
 * distinctive or written after a tracking label (on its line or the line before); plain digits elsewhere are
 * ignored. What looks like a tracking number but cannot be confirmed is listed as unread, so the customer is told.
 */
export function findTrackingNumbers(text: string, read: TrackingNumberReader): OrderMailNumbers {
  const found = new Map<string, string>();
  const unread = new Map<string, FoundReason>();
  let previousLineLabelled = false;
  for (const line of text.split(/\r?\n/)) {
    const labelled = previousLineLabelled || TRACKING_LABEL.test(line);
    previousLineLabelled = TRACKING_LABEL.test(line);
    for (const [raw] of line.matchAll(CANDIDATE)) {
      const number = raw.toUpperCase();
      if (found.has(number)) continue;
      const reading = read(number);
      const telling = labelled || (reading.carrier !== null && isDistinctive(number));
      if (!telling) continue;
      if (reading.checkDigit === 'valid' && reading.carrier) {
        found.set(number, reading.carrier);
        unread.delete(number);
      } else if (reading.checkDigit === 'invalid') unread.set(number, 'check_digit');
      else if (labelled && !unread.has(number)) unread.set(number, 'unconfirmed');
    }
  }
  return {
    found: [...found].map(([number, carrier]) => ({ number, carrier })),
    unread: [...unread].map(([number, reason]) => ({ number, reason })),
  };
}

/** The forwarding note's header line naming the original sender, as mail programs write it in our languages. */
const FORWARDED_FROM = /^[>\s]*(?:\*\s*)?(?:From|发件人|發件人|寄件者|寄件人|差出人)\s*\*?\s*[:：]\s*(.+)$/im;

/**
 * The shop of an order e-mail forwarded inline: the name (else the address's domain) on the forwarded message's
 * From line. Null when the text names none.
 */
export function forwardedShop(text: string): string | null {
  const line = FORWARDED_FROM.exec(text)?.[1]?.trim();
  if (!line) return null;
  return shopOfAddress(line);
}

/** A shop's name from an address header ("Amazon.com.au <ship-confirm@amazon.com.au>", or the address alone). */
export function shopOfAddress(header: string): string | null {
  const angle = /^(.*?)<([^>]*)>/.exec(header);
  const name = (angle ? angle[1] : '')?.replace(/["']/g, '').trim();
  if (name) return name.slice(0, 100);
  const address = (angle ? angle[2] : header)?.trim() ?? '';
  const domain = /@([A-Za-z0-9.-]+)/.exec(address)?.[1];
  return domain ? domain.toLowerCase().replace(/^(www|mail|email|e|mailer|news|info)\./, '') : null;
}

/** One forwarded order e-mail as the customer sees it in the app: what was pre-alerted and what was not read. */
export const forwardedMailSchema = z.object({
  id: z.number(),
  received_at: z.string(),
  shop: z.string().nullable(),
  subject: z.string(),
  /** Pre-alerted from this e-mail (the parcel to open). */
  created: z.array(z.object({ tracking_number: z.string(), parcel_id: z.number() })),
  /** Already pre-alerted or in the warehouse before this e-mail came. */
  existing: z.array(z.object({ tracking_number: z.string(), parcel_id: z.number().nullable() })),
  unread: z.array(z.object({ tracking_number: z.string(), reason: z.enum(UNREAD_REASONS) })),
});
export type ForwardedMail = z.infer<typeof forwardedMailSchema>;

/** How many of the latest forwarded e-mails the app shows. */
export const FORWARDED_MAILS_SHOWN = 20;

/**
 * GET /api/inboundMails: where the customer forwards order e-mails (their support number at the inbound domain; null
 * where this server takes no mail) and what became of the latest ones.
 */
export const inboundMailsResponseSchema = z.object({
  address: z.string().nullable(),
  list: z.array(forwardedMailSchema),
});
export type InboundMails = z.infer<typeof inboundMailsResponseSchema>;
