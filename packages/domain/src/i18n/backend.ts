/** One namespace's texts in one language, as the bundler's lazy JSON chunk (`import.meta.glob`) loads them. */
export type NamespaceFile = () => Promise<{ default: Record<string, unknown> }>;

/** i18next's backend module (BackendModule), written out so the domain does not depend on i18next. */
export interface NamespaceBackend {
  type: 'backend';
  init(): void;
  read(
    language: string,
    namespace: string,
    callback: (error: Error | null, texts: Record<string, unknown> | false) => void,
  ): void;
}

/**
 * The one loader of the browser apps' texts: i18next reads each namespace of a language from its own JSON file
 * (`locales/<language>/<namespace>.json`), a lazily loaded chunk that `fileOf` names.
 */
export function namespaceBackend(
  fileOf: (language: string, namespace: string) => NamespaceFile | undefined,
): NamespaceBackend {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load = fileOf(language, namespace);
      if (!load) {
        callback(new Error(`No texts for ${language}/${namespace}`), false);
        return;
      }
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
