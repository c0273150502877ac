import type { MessageKey } from '../i18n/messages.js';
import { COUNTRY_ID } from '../reference/ids.js';
import type { RecipientDraft } from './recipient-draft.js';

/** Australian Business Numbers of business recipients (SPEC §8). */

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export function normaliseAbn(raw: string): string {
  return raw.replace(/\s/g, '');
}

/** The ABN check: 1 off the first digit, weighted sum divisible by 89 (Australian Business Register). */
export function isValidAbn(raw: string): boolean {
  const abn = normaliseAbn(raw);
  if (!/^\d{11}$/.test(abn)) return false;
  const digits = abn.split('').map(Number);
  digits[0] = (digits[0] ?? 0) - 1;
  return digits.reduce((total, digit, i) => total + digit * (ABN_WEIGHTS[i] ?? 0), 0) % 89 === 0;
}

/** SPEC §8: more than five characters, then a valid ABN. */
export function abnProblem(raw: string): MessageKey | null {
  const abn = normaliseAbn(raw);
  if (abn.length <= 5) return 'abn.tooShort';
  return isValidAbn(abn) ? null : 'abn.incorrect';
}

/**
 * An ABN is required for a business recipient in Australia (a commercial address): importers registered
 * for GST quote it so the goods are not charged GST again (docs/decisions/address-book.md).
 */
export function abnRequired(draft: Pick<RecipientDraft, 'country_id' | 'address_type'>): boolean {
  return draft.country_id === COUNTRY_ID.australia && draft.address_type === 'commercial';
}
