import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filter kept in the address's search params (issue 25 item 3): Back and the tab bar return to the list as
 * it was left, and a link to a filtered list opens filtered. Changing it replaces the entry (no history per keystroke).
 */
export function useUrlFilter<T extends string>(
  name: string,
  fallback: T,
  allowed?: readonly T[],
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = raw !== null && (!allowed || allowed.includes(raw as T)) ? (raw as T) : fallback;
  const set = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      ),
    [name, fallback, setParams],
  );
  return [value, set];
}
