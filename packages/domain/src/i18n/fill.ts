export type MessageParams = Record<string, string | number | bigint | boolean | undefined>;

/** A sentence with its `{name}` placeholders filled from params (a missing one stays as it is). */
export function fillPlaceholders(sentence: string, params: MessageParams = {}): string {
  // Most sentences have no placeholder: no pattern to run over them.
  if (!sentence.includes('{')) return sentence;
  return sentence.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
