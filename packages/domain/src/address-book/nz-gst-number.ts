/**
 * New Zealand GST numbers: a GST-registered business's GST number is its IRD number, 8 or 9 digits (hyphens and spaces
 * allowed) with a check digit by Inland Revenue's modulus-11 rule.
 */

const PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6];

export function normaliseNzGstNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** The check digit of an 8-digit base with these weights; 10 means "try the other weights" (or invalid). */
function checkDigit(base: readonly number[], weights: readonly number[]): number {
  const remainder = base.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0) % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/**
 * Inland Revenue's check: 8 digits are read with a leading 0; the number lies between 10,000,000 and 150,000,000; the
 * check digit (the last) is 11 less the remainder of the first eight digits weighted 3,2,7,6,5,4,3,2 and divided by
 * 11 (0 for no remainder); when that gives 10, the weights 7,4,3,2,5,2,7,6 are used instead, and 10 again is invalid.
 */
export function isValidNzGstNumber(raw: string): boolean {
  const number = normaliseNzGstNumber(raw);
  if (!/^\d{8,9}$/.test(number)) return false;
  const value = Number(number);
  if (value <= 10_000_000 || value >= 150_000_000) return false;
  const digits = number.padStart(9, '0').split('').map(Number);
  const base = digits.slice(0, 8);
  const given = digits[8];
  let expected = checkDigit(base, PRIMARY_WEIGHTS);
  if (expected === 10) expected = checkDigit(base, SECONDARY_WEIGHTS);
  return expected !== 10 && expected === given;
}
