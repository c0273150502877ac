/**
 * Drop-off codes: 8 characters of Crockford's base32 (no I, L, O, U: nothing to misread at a counter), 40 random bits
 * — short enough to read out, too many to guess. Shown as XXXX-XXXX; typed with or without the dash, in any case.
 */
export const DROP_OFF_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const DROP_OFF_CODE_LENGTH = 8;

export function dropOffCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < DROP_OFF_CODE_LENGTH) throw new RangeError('need 8 random bytes');
  let code = '';
  for (let index = 0; index < DROP_OFF_CODE_LENGTH; index += 1)
    code += DROP_OFF_CODE_ALPHABET[(bytes[index] as number) % 32];
  return code;
}

/** What a person typed or a scanner read, as stored: capitals, no dash or spaces, O→0 and I/L→1. */
export function normaliseDropOffCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function displayDropOffCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
