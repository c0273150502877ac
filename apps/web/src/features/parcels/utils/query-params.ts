import { useSearchParams } from 'react-router';

/** `?id=12` → 12, or null when absent or not a positive whole number. */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** `?ids=1,2,3` → [1, 2, 3] (the valid ones). */
export function useIdListParam(name = 'ids'): number[] {
  const [params] = useSearchParams();
  return (params.get(name) ?? '')
    .split(',')
    .map(Number)
    .filter((value) => Number.isSafeInteger(value) && value > 0);
}
