import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { LineRoute } from '../api/get-courier-list';

const positive = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The route (and line) a service price or shipment date screen shows, kept in the URL query
 * (?store_id=&country_id=&code=), so a detail screen opens from a link, with or without a login.
 */
export function useLineRouteParams() {
  const [params, setParams] = useSearchParams();
  const storeId = positive(params.get('store_id'));
  const countryId = positive(params.get('country_id'));
  const code = params.get('code') ?? undefined;
  const route = useMemo(() => ({ storeId, countryId }), [storeId, countryId]);
  const setRoute = useCallback(
    (next: Partial<LineRoute>) => {
      const query = new URLSearchParams();
      if (next.storeId !== undefined) query.set('store_id', String(next.storeId));
      if (next.countryId !== undefined) query.set('country_id', String(next.countryId));
      setParams(query, { replace: true });
    },
    [setParams],
  );
  return { route, code, setRoute };
}

/** A detail screen's link: the route, and the line when one is meant. */
export function lineRouteLink(path: string, route: LineRoute, code?: string): string {
  const query = new URLSearchParams({ store_id: String(route.storeId), country_id: String(route.countryId) });
  if (code) query.set('code', code);
  return `${path}?${query.toString()}`;
}
