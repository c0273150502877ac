/** i18next's `t` as the console calls it: the namespace, and the values of the key's `{{name}}` placeholders. */
export type NamespacedT = (key: string, options: { ns: string; replace?: Record<string, string | number> }) => string;

/**
 * A console key (`config.services.scope`) in i18next's terms: its first part names the namespace, the rest is the key
 * in that namespace's file. Values go in `replace`, so a placeholder named `count` or `context` stays a placeholder
 * rather than choosing a plural or a context.
 */
export function staffTranslate(t: NamespacedT, key: string, values?: Record<string, string | number>): string {
  const dot = key.indexOf('.');
  return t(key.slice(dot + 1), { ns: key.slice(0, dot), replace: values });
}
