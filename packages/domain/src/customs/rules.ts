import { COUNTRY_ID } from '../reference/ids.js';
import australia from './data/australia.json' with { type: 'json' };
import canada from './data/canada.json' with { type: 'json' };
import china from './data/china.json' with { type: 'json' };
import hongKong from './data/hong-kong.json' with { type: 'json' };
import japan from './data/japan.json' with { type: 'json' };
import malaysia from './data/malaysia.json' with { type: 'json' };
import newZealand from './data/new-zealand.json' with { type: 'json' };
import singapore from './data/singapore.json' with { type: 'json' };
import taiwan from './data/taiwan.json' with { type: 'json' };
import { type CustomsRule, customsRuleSchema } from './rule.js';

/**
 * Every destination's customs rule, read from its dated data file (data/<country>.json) and checked against the
 * schema when the module loads: a file that does not parse stops the server at start, not a quote at noon.
 */
export const CUSTOMS_RULES: readonly CustomsRule[] = [
  australia,
  canada,
  china,
  hongKong,
  japan,
  malaysia,
  newZealand,
  singapore,
  taiwan,
].map((data) => customsRuleSchema.parse(data));

/** The rule of a destination country, or undefined where no line goes. */
export function customsRuleFor(countryId: number): CustomsRule | undefined {
  return CUSTOMS_RULES.find((rule) => COUNTRY_ID[rule.country] === countryId);
}

/** The rules whose review date is before `today` ('YYYY-MM-DD'): their source must be read again. */
export function overdueCustomsRules(today: string): readonly CustomsRule[] {
  return CUSTOMS_RULES.filter((rule) => rule.review < today);
}

/** The half-year (January–June, July–December) holding a calendar date, as its first and last day. */
export function halfYearOf(date: string): { from: string; to: string } {
  const year = date.slice(0, 4);
  const month = Number(date.slice(5, 7));
  return month <= 6 ? { from: `${year}-01-01`, to: `${year}-06-30` } : { from: `${year}-07-01`, to: `${year}-12-31` };
}

/** How many imports per half-year a destination lets through duty-free (Taiwan: six), or undefined. */
export function halfYearAllowance(countryId: number): { max: number; upTo: string; currency: string } | undefined {
  const rule = customsRuleFor(countryId);
  const band = rule?.bands.find((each) => each.perHalfYear !== undefined);
  if (!rule || !band?.perHalfYear || band.upTo === null) return undefined;
  return { max: band.perHalfYear, upTo: band.upTo, currency: rule.currency };
}
