/**
 * An in-memory `localStorage` for code under test that reads it (the session, the language), which node lacks;
 * `entries` are there from the start.
 */
export function installMemoryStorage(entries: [string, string][] = []): void {
  const values = new Map<string, string>(entries);
  globalThis.localStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}
