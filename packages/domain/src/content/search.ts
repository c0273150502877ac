import { normaliseKeyword } from './visibility.js';

/** Enough terms for any keyword the search box takes (60 characters); more would only slow the query. */
const MAX_TERMS = 16;

/** Runs of Chinese characters, and runs of other letters and digits (a word of any alphabet, a number). */
const RUNS = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

/**
 * A search keyword as the terms matched against `searchTextOf`: a word of letters or digits as itself, and Chinese,
 * which writes no spaces, as its overlapping pairs of characters (bigrams: 澳洲关税 → 澳洲, 洲关, 关税), a single
 * character as itself. An article matches when it holds at least half of the terms (`termsNeeded`), ranked by how
 * many, so 澳洲关税 finds the article with 澳洲 and 关税 although it never writes the four together, and a question
 * (运费怎么算) does not need its every pair. Empty when the keyword has no letters or digits at all.
 */
export function searchTermsOf(keyword: string): string[] {
  const terms = new Set<string>();
  for (const [run] of normaliseKeyword(keyword).matchAll(RUNS)) {
    const characters = [...run];
    if (!/\p{Script=Han}/u.test(run) || characters.length === 1) terms.add(run);
    else
      for (let index = 0; index + 1 < characters.length; index += 1)
        terms.add(`${characters[index]}${characters[index + 1]}`);
  }
  return [...terms].slice(0, MAX_TERMS);
}

/** How many of a keyword's terms an item must hold to be found: at least half, and at least one. */
export function termsNeeded(terms: readonly string[]): number {
  return Math.max(1, Math.ceil(terms.length / 2));
}
