import { COUNTRY_ID } from '../../reference/ids.js';
import { isValidMobile } from '../../reference/phone.js';

/** Mobile numbers in a pasted text, with or without their country's dialling code. */

interface PhonePattern {
  country: number;
  code: string;
  pattern: RegExp;
  /** Local 8-digit numbers (Hong Kong, Singapore) only count when the country is known from elsewhere. */
  hintOnly?: boolean;
}

const NOT_AFTER = '(?<![\\d+])';
const NOT_BEFORE = '(?!\\d)';
const SEP = '[\\s-]?';
const phone = (country: number, code: string, body: string, hintOnly = false): PhonePattern => ({
  country,
  code,
  pattern: new RegExp(`${NOT_AFTER}${body}${NOT_BEFORE}`, 'g'),
  hintOnly,
});

const PHONE_PATTERNS: PhonePattern[] = [
  phone(COUNTRY_ID.australia, '61', `(?:\\+61${SEP}(?:\\(0\\))?|0061${SEP}|0)4\\d{2}${SEP}\\d{3}${SEP}\\d{3}`),
  phone(COUNTRY_ID.taiwan, '886', `(?:\\+886${SEP}|00886${SEP}|0)9\\d{2}${SEP}\\d{3}${SEP}\\d{3}`),
  phone(COUNTRY_ID.china, '86', `(?:\\+86${SEP}|0086${SEP})?1[3-9]\\d${SEP}\\d{4}${SEP}\\d{4}`),
  phone(COUNTRY_ID.malaysia, '60', `(?:\\+60${SEP}|0060${SEP}|0)1\\d${SEP}\\d{3,4}${SEP}\\d{4}`),
  phone(COUNTRY_ID.hongKong, '852', `(?:\\+852|00852)${SEP}[569]\\d{3}${SEP}\\d{4}`),
  phone(COUNTRY_ID.singapore, '65', `(?:\\+65|0065)${SEP}[89]\\d{3}${SEP}\\d{4}`),
  phone(COUNTRY_ID.hongKong, '852', `[569]\\d{3}${SEP}\\d{4}`, true),
  phone(COUNTRY_ID.singapore, '65', `[89]\\d{3}${SEP}\\d{4}`, true),
];

interface FoundPhone {
  country: number;
  code: string;
  number: string;
  index: number;
  text: string;
}

/** The mobile number in a text: one of the country already known, else the first one written. */
export function findPhone(text: string, country: number | null): FoundPhone | null {
  const found: FoundPhone[] = [];
  for (const candidate of PHONE_PATTERNS) {
    if (candidate.hintOnly && candidate.country !== country) continue;
    for (const match of text.matchAll(candidate.pattern)) {
      const digits = match[0].replace(/[\s\-()]/g, '');
      const local = digits.replace(new RegExp(`^(\\+|00)${candidate.code}`), '').replace(/^0/, '');
      if (!isValidMobile(candidate.country, local)) continue;
      found.push({
        country: candidate.country,
        code: candidate.code,
        number: local,
        index: match.index,
        text: match[0],
      });
    }
  }
  if (found.length === 0) return null;
  return found.find((entry) => entry.country === country) ?? found.sort((a, b) => a.index - b.index)[0] ?? null;
}
