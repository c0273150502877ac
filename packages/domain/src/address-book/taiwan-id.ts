/** The two-digit codes of the first letter of a Taiwan ID (A=10 … Z=33, with I, O, W, X, Y, Z out of order). */
const TAIWAN_LETTER_CODES: Record<string, number> = Object.fromEntries(
  'ABCDEFGHJKLMNPQRSTUVXYWZIO'.split('').map((letter, index) => [letter, index + 10]),
);

/**
 * A Taiwan national ID (letter, 1 or 2, 8 digits) or resident certificate number (letter, then 8 or 9 in
 * the 2021 format, or A–D in the older one, then 8 digits), with its check digit.
 */
export function isValidTaiwanId(raw: string): boolean {
  const id = raw.trim().toUpperCase();
  const match = /^([A-Z])([1289]|[A-D])(\d{8})$/.exec(id);
  if (!match) return false;
  const [, letter = '', second = '', rest = ''] = match;
  const code = TAIWAN_LETTER_CODES[letter];
  if (code === undefined) return false;
  // The older resident format's second letter counts by the last digit of its own code.
  const secondDigit = /\d/.test(second) ? Number(second) : (TAIWAN_LETTER_CODES[second] ?? 0) % 10;
  const digits = [secondDigit, ...rest.split('').map(Number)];
  const weights = [8, 7, 6, 5, 4, 3, 2, 1, 1];
  const sum =
    Math.floor(code / 10) + (code % 10) * 9 + digits.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}
