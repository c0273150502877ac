/**
 * The tracking numbers of the carriers the forwarder sees, by their printed forms and check digits: UPS (1Z…), FedEx
 * (12, 15 and 22 digits), DHL Express (10/11 digits), USPS (20–22 digits, IMpb), UPU S10 numbers of the postal
 * services (RR123456785CN; Australia Post, Japan Post and USPS by their country), SF Express (SF + 12–13 digits),
 * Japan Post's domestic numbers (11–12 digits) and Yamato (12 digits).
 *
 * A reading names the carrier whose form the number has and whether its check digit holds. It is a warning, never a
 * refusal: SPEC §5 (8+ letters and digits) stays the only hard rule, and a customer may use a number that fails.
 * Written here rather than taken from a package: the packages found answer "valid or nothing" for five of these
 * carriers, and a warning needs "this is a UPS number whose check digit fails" (docs/decisions/proactive-tracking.md).
 */

export const TRACKING_CARRIERS = [
  'ups',
  'fedex',
  'dhl',
  'usps',
  'upu_post',
  'australia_post',
  'sf_express',
  'japan_post',
  'yamato',
] as const;
export type TrackingCarrier = (typeof TRACKING_CARRIERS)[number];

export interface CheckDigitReading {
  /** The carrier whose form the number has (the likeliest, when several share a form); null when none fits. */
  carrier: TrackingCarrier | null;
  /** 'valid': the check digit holds; 'invalid': the form fits but the check digit does not; 'none': no check digit. */
  checkDigit: 'valid' | 'invalid' | 'none';
}

export interface TrackingNumberReading extends CheckDigitReading {
  /** The number as read: capitals, spaces and dashes dropped. */
  number: string;
  /** Every carrier the number may be from (its check digit holding, when any does), likeliest first. */
  carriers: TrackingCarrier[];
}

const digitsOf = (text: string) => [...text].map(Number);

/** UPS: letters count as (code − 3) mod 10, then odd places once and even places twice, 10 minus the remainder. */
const upsValue = (char: string) => (/\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 3) % 10);
function upsHolds(number: string): boolean {
  const sum = [...number.slice(2, 17)].map(upsValue).reduce((total, d, i) => total + d * (i % 2 === 0 ? 1 : 2), 0);
  return (10 - (sum % 10)) % 10 === Number(number[17]);
}

/** UPU S10: eight digits weighted 8 6 4 2 3 5 9 7, 11 minus the remainder by 11 (10 is written 0, 11 is 5). */
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];
function s10Holds(number: string): boolean {
  const sum = digitsOf(number.slice(2, 10)).reduce((total, d, i) => total + d * (S10_WEIGHTS[i] ?? 0), 0);
  const check = 11 - (sum % 11);
  return (check === 10 ? 0 : check === 11 ? 5 : check) === Number(number[10]);
}

/** FedEx Express 12 digits: eleven digits weighted 3 1 7 from the left, the sum's remainder by 11, then by 10. */
function fedexExpressHolds(number: string): boolean {
  const weights = [3, 1, 7];
  const sum = digitsOf(number.slice(0, 11)).reduce((total, d, i) => total + d * (weights[i % 3] ?? 0), 0);
  return (sum % 11) % 10 === Number(number[11]);
}

/** The GS1 mod 10 (USPS, FedEx Ground): from the right, the digits before the check weigh 3, 1, 3…; 10 minus the rest. */
function mod10Holds(number: string): boolean {
  const body = digitsOf(number.slice(0, -1)).reverse();
  const sum = body.reduce((total, d, i) => total + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(number.at(-1));
}

/** Mod 7 (DHL Express, Japan Post, Yamato): the digits before the check, read as one number, modulo 7. */
function mod7Holds(number: string): boolean {
  return BigInt(number.slice(0, -1)) % 7n === BigInt(number.at(-1) ?? '');
}

/** USPS's IMpb with its routing prefix (420 + ZIP or ZIP+4) checks the 22 or 26 digits after it. */
function uspsHolds(number: string): boolean {
  const routed = /^420(?:\d{5}|\d{9})(9[1-5]\d{20}(?:\d{4})?)$/.exec(number);
  return mod10Holds(routed?.[1] ?? number);
}

const S10_COUNTRY_CARRIER: Partial<Record<string, TrackingCarrier>> = {
  AU: 'australia_post',
  JP: 'japan_post',
  US: 'usps',
};

interface Form {
  carrier: TrackingCarrier | ((number: string) => TrackingCarrier);
  pattern: RegExp;
  /** Absent: the carrier publishes no check digit for this form. */
  holds?: (number: string) => boolean;
}

/** In order of likelihood where forms overlap (12 digits are FedEx Express more often than Yamato or Japan Post). */
const FORMS: readonly Form[] = [
  { carrier: 'ups', pattern: /^1Z[A-Z0-9]{15}\d$/, holds: upsHolds },
  {
    carrier: (number) => S10_COUNTRY_CARRIER[number.slice(-2)] ?? 'upu_post',
    pattern: /^[A-Z]{2}\d{9}[A-Z]{2}$/,
    holds: s10Holds,
  },
  { carrier: 'sf_express', pattern: /^SF\d{12,13}$/ },
  { carrier: 'fedex', pattern: /^\d{12}$/, holds: fedexExpressHolds },
  { carrier: 'yamato', pattern: /^\d{12}$/, holds: mod7Holds },
  { carrier: 'dhl', pattern: /^\d{10,11}$/, holds: mod7Holds },
  { carrier: 'japan_post', pattern: /^\d{11,12}$/, holds: mod7Holds },
  { carrier: 'fedex', pattern: /^\d{15}$/, holds: mod10Holds },
  // FedEx Ground 96: the check covers the serial only (the last 14 digits before it), not 96, SCNC and service.
  { carrier: 'fedex', pattern: /^96\d{20}$/, holds: (number) => mod10Holds(number.slice(-15)) },
  {
    carrier: 'usps',
    pattern: /^(?:\d{20}|9[1-5]\d{20}|9[1-5]\d{24}|420(?:\d{5}|\d{9})9[1-5]\d{20})$/,
    holds: uspsHolds,
  },
];

/** A number as customers paste it: spaces and dashes between its groups dropped, capitals. */
export function compactTrackingNumber(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * Reads a tracking number: the carrier guessed from its form and whether its check digit holds. Where several
 * carriers share a form, those whose check digit holds come first; a number no carrier's form fits is `null`/'none'.
 */
export function readTrackingNumber(text: string): TrackingNumberReading {
  const number = compactTrackingNumber(text);
  const fitting = FORMS.filter((form) => form.pattern.test(number));
  const carrierOf = (form: Form) => (typeof form.carrier === 'function' ? form.carrier(number) : form.carrier);
  const holding = fitting.filter((form) => form.holds?.(number) === true);
  const unchecked = fitting.filter((form) => !form.holds);
  const chosen = holding.length > 0 ? holding : unchecked.length > 0 ? unchecked : fitting;
  const carriers = [...new Set(chosen.map(carrierOf))];
  const checkDigit = holding.length > 0 ? 'valid' : fitting.length === 0 || unchecked.length > 0 ? 'none' : 'invalid';
  return { number, carrier: carriers[0] ?? null, carriers, checkDigit };
}
