import { readJson, remove, STORAGE_KEYS, writeJson } from '../../../lib/storage';

/** Where a password-reset code goes: an email address, or a mobile as dialling code and number. */
export type ResetTarget = { channel: 'email'; email: string } | { channel: 'phone'; phone_code: string; phone: string };

/**
 * The reset in progress, kept in localStorage (SPEC §3 "reset info") so a reload on any step keeps it;
 * it is cleared when the reset succeeds and on logout.
 */
export type ResetInfo = ResetTarget & {
  /** Where the server says it sent the code (the email, or +61412345678). */
  sent_to?: string;
  /** When the last code was sent (ms since epoch): the resend countdown runs from it. */
  sent_at?: number;
  /** The code the customer typed on the code step, used by the new-password step. */
  code?: string;
};

export function readResetInfo(): ResetInfo | null {
  const info = readJson<ResetInfo>(STORAGE_KEYS.resetInfo);
  if (info?.channel === 'email' && typeof info.email === 'string') return info;
  if (info?.channel === 'phone' && typeof info.phone_code === 'string' && typeof info.phone === 'string') return info;
  return null;
}

export function writeResetInfo(info: ResetInfo): void {
  writeJson(STORAGE_KEYS.resetInfo, info);
}

export function clearResetInfo(): void {
  remove(STORAGE_KEYS.resetInfo);
}

export function sameTarget(a: ResetTarget, b: ResetTarget): boolean {
  if (a.channel === 'email' && b.channel === 'email') return a.email === b.email;
  if (a.channel === 'phone' && b.channel === 'phone') return a.phone_code === b.phone_code && a.phone === b.phone;
  return false;
}

/** How the target is shown to the customer. */
export function describeTarget(info: ResetInfo): string {
  if (info.sent_to) return info.sent_to;
  return info.channel === 'email' ? info.email : `+${info.phone_code} ${info.phone}`;
}
