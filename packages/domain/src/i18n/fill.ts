export type MessageParams = Record<string, string | number | bigint | boolean | undefined>;

/**
 * A sentence with its `{{name}}` placeholders (i18next's, as every locale file writes them) filled from params; a
 * missing one stays as it is, for a later fill (the outbox fills secrets at delivery). `{name}` is filled too: mail
 * queued before the catalogue moved to i18next's placeholders, and the server's own templates, write it so.
 */
export function fillPlaceholders(sentence: string, params: MessageParams = {}): string {
  // Most sentences have no placeholder: no pattern to run over them.
  if (!sentence.includes('{')) return sentence;
  return sentence.replace(
    /\{\{(\w+)\}\}|\{(\w+)\}/g,
    (whole, double: string | undefined, single: string | undefined) => {
      const value = params[double ?? single ?? ''];
      return value === undefined ? whole : String(value);
    },
  );
}
