import {
  type BalanceAdjustment,
  STAFF_CUSTOMER_SECTIONS,
  type StaffCustomerSection,
  type StaffCustomerView,
  type StaffNote,
  type StaffSectionPage,
  staffCustomerViewSchema,
} from '@parcelway/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, request } from '../../lib/api.js';

const customerKey = (id: number) => ['ops', 'customer', id] as const;

/** GET /ops/customers/:id: profile, money and the first page of every sub-list. */
export function useCustomerView(id: number) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: async (): Promise<StaffCustomerView> => staffCustomerViewSchema.parse(await get(`/ops/customers/${id}`)),
  });
}

/**
 * A later page of one sub-list (the first comes with the view). `cursor`, the page before's `next_cursor` when the
 * list answers one (parcels, waybills), makes the server read only this page's rows instead of every row before it.
 */
export function useCustomerSection<S extends StaffCustomerSection>(
  id: number,
  section: S,
  page: number,
  cursor?: number,
) {
  return useQuery({
    queryKey: [...customerKey(id), section, page, cursor ?? null],
    queryFn: async (): Promise<StaffSectionPage<S> | null> => {
      const after = cursor === undefined ? '' : `&cursor=${cursor}`;
      const data = await get(`/ops/customers/${id}/${section}?page=${page}&perPage=10${after}`);
      return data === null ? null : (STAFF_CUSTOMER_SECTIONS[section].parse(data) as StaffSectionPage<S>);
    },
    enabled: page > 1,
    placeholderData: keepPreviousData,
  });
}

export interface AdjustmentInput {
  amount: string;
  currency: string;
  reason: string;
  /** One key per opened form: a double click or a retry sends the same key, and the server applies it once. */
  key: string;
}

export function useAdjustBalance(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...input }: AdjustmentInput) =>
      request<BalanceAdjustment>('POST', `/ops/customers/${id}/balance`, input, { 'idempotency-key': key }),
    onSettled: () => client.invalidateQueries({ queryKey: customerKey(id) }),
  });
}

export function useAddNote(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, id, content }: { target: 'parcels' | 'waybills'; id: number; content: string }) =>
      request<StaffNote>('POST', `/ops/${target}/${id}/notes`, { content }),
    onSettled: () => client.invalidateQueries({ queryKey: customerKey(customerId) }),
  });
}
