import type {
  Country,
  ExchangeRate,
  ExtraServicePreview,
  LineGoodsChange,
  LineGoodsPreview,
  LineGoodsPreviewInput,
  LinePreview,
  LinePreviewInput,
  RateSet,
  StaffExtraServicePrice,
  StaffLine,
  StaffLineGoods,
  StaffWarehouse,
  WarehouseAddressChange,
  WarehousePreview,
} from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUDIT_QUERY_KEY } from '../../components/audit-trail.js';
import { get, post } from '../../lib/api.js';

/**
 * The configuration calls: lines and rates, extra-service prices, warehouse addresses (admin), exchange rates
 * (finance). Every save names the version its form loaded (`staff_edited_at`); a change made meanwhile answers 409.
 */

export type LineChanges = Omit<LinePreviewInput, 'sample_weights' | 'sample_size'>;

const linesKey = ['ops', 'lines'] as const;

/** Country names by id (public reference data), for the lines' destinations. */
export function useCountryNames() {
  return useQuery({
    queryKey: ['api', 'countries'],
    queryFn: async () =>
      new Map((await get<Country[]>('/api/countryList')).map((country) => [country.id, country.name])),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLines(storeId: number | undefined) {
  return useQuery({
    queryKey: [...linesKey, storeId],
    queryFn: () => get<StaffLine[]>(`/ops/lines?store_id=${storeId}`),
    enabled: storeId !== undefined,
  });
}

export function usePreviewLine() {
  return useMutation({
    mutationFn: ({ code, ...input }: LinePreviewInput & { code: string }) =>
      post<LinePreview>(`/ops/lines/${encodeURIComponent(code)}/preview`, input),
  });
}

export function useSaveLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...input }: LineChanges & { code: string; staff_edited_at: string | null }) =>
      post<StaffLine>(`/ops/lines/${encodeURIComponent(code)}`, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: linesKey }),
        client.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
      ]),
  });
}

const goodsKey = ['ops', 'line-goods'] as const;

/** A line's goods rules (GET /ops/lines/:line/goods), read when its form opens. */
export function fetchLineGoods(code: string) {
  return get<StaffLineGoods>(`/ops/lines/${encodeURIComponent(code)}/goods`);
}

export function usePreviewLineGoods() {
  return useMutation({
    mutationFn: ({ code, ...input }: LineGoodsPreviewInput & { code: string }) =>
      post<LineGoodsPreview>(`/ops/lines/${encodeURIComponent(code)}/goods/preview`, input),
  });
}

export function useSaveLineGoods() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...input }: LineGoodsChange & { code: string }) =>
      post<StaffLineGoods>(`/ops/lines/${encodeURIComponent(code)}/goods`, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: linesKey }),
        client.invalidateQueries({ queryKey: goodsKey }),
        client.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
      ]),
  });
}

const pricesKey = ['ops', 'extra-service-prices'] as const;

export function useServicePrices(storeId: number | undefined) {
  return useQuery({
    queryKey: [...pricesKey, storeId],
    queryFn: () => get<StaffExtraServicePrice[]>(`/ops/extra-service-prices?store_id=${storeId}`),
    enabled: storeId !== undefined,
  });
}

export interface PriceInput {
  service_id: number;
  store_id: number;
  price: string;
  active: boolean;
}

export function usePreviewServicePrice() {
  return useMutation({
    mutationFn: ({ service_id, ...input }: PriceInput) =>
      post<ExtraServicePreview>(`/ops/extra-service-prices/${service_id}/preview`, input),
  });
}

export function useSaveServicePrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ service_id, ...input }: PriceInput & { staff_edited_at: string | null }) =>
      post<StaffExtraServicePrice>(`/ops/extra-service-prices/${service_id}`, input),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pricesKey }),
        client.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
      ]),
  });
}

const warehousesKey = ['ops', 'warehouses'] as const;

export function useStaffWarehouses() {
  return useQuery({ queryKey: warehousesKey, queryFn: () => get<StaffWarehouse[]>('/ops/warehouses') });
}

export type AddressInput = Omit<WarehouseAddressChange, 'staff_edited_at'>;

export function usePreviewWarehouse() {
  return useMutation({
    mutationFn: ({ store_id, ...address }: AddressInput & { store_id: number }) =>
      post<WarehousePreview>(`/ops/warehouses/${store_id}/preview`, address),
  });
}

export function useSaveWarehouse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ store_id, ...address }: AddressInput & { store_id: number; staff_edited_at: string | null }) =>
      post<StaffWarehouse>(`/ops/warehouses/${store_id}`, address),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: warehousesKey });
      void client.invalidateQueries({ queryKey: AUDIT_QUERY_KEY });
      void client.invalidateQueries({ queryKey: ['api', 'warehouses'] });
    },
  });
}

const ratesKey = ['ops', 'exchange-rates'] as const;

export function useExchangeRates() {
  return useQuery({ queryKey: ratesKey, queryFn: () => get<ExchangeRate[]>('/ops/exchange-rates') });
}

export function useSetRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { currency: string; per_aud: string; effective_on?: string }) =>
      post<RateSet>('/ops/exchange-rates', input),
    onSettled: () => client.invalidateQueries({ queryKey: ratesKey }),
  });
}
