import { useSearchParams } from 'react-router';

/** `?id=12` (or SPEC's `?waybillId=12`) → 12, or null. */
export function useWaybillId(): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get('id') ?? params.get('waybillId'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A claim's page: `?id=7` → 7, or null. */
export function useClaimId(): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get('id'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
