import { useSearchParams } from 'react-router';

/** `?id=12` (or `?shipment_id=12`) → the waybill's id 12, or null. */
export function useShipmentParam(): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get('id') ?? params.get('shipment_id'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A text parameter, trimmed; empty when absent. */
export function useTextParam(name: string): string {
  const [params] = useSearchParams();
  return (params.get(name) ?? '').trim();
}
