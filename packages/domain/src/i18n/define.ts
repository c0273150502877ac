/**
 * One area's sentences in the three languages. The English object fixes the keys; cn and tw must
 * have exactly those keys (the compiler says which is missing).
 */
export function defineMessages<const English extends Record<string, string>>(catalogue: {
  en: English;
  cn: Record<keyof English, string>;
  tw: Record<keyof English, string>;
}) {
  return catalogue;
}
