/**
 * A small reader of the tracking numbers whose check digit is published: UPS (1Z…), FedEx Express (12 digits) and the
 * UPU S10 numbers of the postal services (RR123456785CN). It is what reading a forwarded order e-mail needs (is this
 * token a number a carrier printed?) and answers in the shape of a fuller carrier-format reader, which can take its
 * place without changing its callers (`TrackingNumberReader` in order-mail.ts).
 */

export interface CheckDigitReading {
  /** The carrier whose form the number has; null when none of the known forms fits. */
  carrier: string | null;
  /** 'valid': the check digit holds; 'invalid': the form fits but the check digit does not; 'none': no check digit. */
  checkDigit: 'valid' | 'invalid' | 'none';
}

const digitValue = (char: string) => (/\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 3) % 10);

/** UPS: after `1Z`, 15 characters (letters count as (code − 3) mod 10), odd places once and even places twice. */
function upsHolds(number: string): boolean {
  const serial = [...number.slice(2, 17)].map(digitValue);
  const sum = serial.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 2), 0);
  return (10 - (sum % 10)) % 10 === Number(number[17]);
}

/** UPU S10: eight digits weighted 8 6 4 2 3 5 9 7, 11 minus the remainder by 11 (10 is 0, 11 is 5). */
function s10Holds(number: string): boolean {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...number.slice(2, 10)].reduce(
    (total, digit, index) => total + Number(digit) * (weights[index] ?? 0),
    0,
  );
  const check = 11 - (sum % 11);
  return (check === 10 ? 0 : check === 11 ? 5 : check) === Number(number[10]);
}

/** FedEx Express: eleven digits weighted 3 1 7 from the left, the sum's remainder by 11, then by 10. */
function fedexHolds(number: string): boolean {
  const weights = [3, 1, 7];
  const sum = [...number.slice(0, 11)].reduce(
    (total, digit, index) => total + Number(digit) * (weights[index % 3] ?? 0),
    0,
  );
  return (sum % 11) % 10 === Number(number[11]);
}

const FORMS: readonly { carrier: string; pattern: RegExp; holds: (number: string) => boolean }[] = [
  { carrier: 'ups', pattern: /^1Z[A-Z0-9]{15}\d$/, holds: upsHolds },
  { carrier: 'upu_post', pattern: /^[A-Z]{2}\d{9}[A-Z]{2}$/, holds: s10Holds },
  { carrier: 'fedex', pattern: /^\d{12}$/, holds: fedexHolds },
];

/** Reads a tracking number (capitals, no spaces): the carrier whose form it has and whether its check digit holds. */
export function readCheckDigit(number: string): CheckDigitReading {
  const form = FORMS.find((candidate) => candidate.pattern.test(number));
  if (!form) return { carrier: null, checkDigit: 'none' };
  return { carrier: form.carrier, checkDigit: form.holds(number) ? 'valid' : 'invalid' };
}
