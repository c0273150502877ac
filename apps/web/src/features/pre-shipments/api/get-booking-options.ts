import type { AgentPoint, CourierCompany, DeliveryWay, PickupSlot, Quotation, QuoteInput } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { preShipmentKeys } from './pre-shipment-keys';

export interface AgentSearch {
  store_id: number;
  postcode?: string;
  lat?: number;
  lng?: number;
}

/** GET /api/preShipmentAgents: a warehouse's agent points, nearest first. */
export async function getAgents(search: AgentSearch): Promise<AgentPoint[]> {
  return (await api.get<AgentPoint[]>('/api/preShipmentAgents', { query: { ...search } })).data;
}

export function useAgents(search: AgentSearch) {
  return useQuery({ queryKey: preShipmentKeys.agents(search), queryFn: () => getAgents(search) });
}

export interface PickupSlots {
  date: string;
  problem: string | null;
  cutoff_time: string;
  slots: PickupSlot[];
}

/** GET /api/pickupSlots: a warehouse's windows on a date, with the places left. */
export async function getPickupSlots(storeId: number, date: string): Promise<PickupSlots> {
  return (await api.get<PickupSlots>('/api/pickupSlots', { query: { store_id: storeId, date }, silent: true })).data;
}

export function usePickupSlots(storeId: number, date: string) {
  return useQuery({
    queryKey: preShipmentKeys.slots(storeId, date),
    queryFn: () => getPickupSlots(storeId, date),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

export interface PreShipmentCosts {
  currency: string;
  pickup_fee: string;
  storage_free_days: number;
  storage_per_package_day: string;
  storage_per_cubic_metre_day: string;
  storage_currency: string;
}

/**
 * POST /api/getQuotation: the freight calculator's own quote (the pricing engine, every line of the route) for the
 * goods as guessed; nothing is asked while the query is null. A 422 (no line carries them) is an answer, not retried.
 */
export function useEstimate(query: QuoteInput | null) {
  return useQuery({
    queryKey: preShipmentKeys.estimate(query),
    queryFn: async () =>
      query ? (await api.post<Quotation>('/api/getQuotation', query, { silent: true })).data : null,
    enabled: query !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/** GET /api/preShipmentCosts: the pickup fee and the agent storage rule, before booking. */
export async function getCosts(storeId: number, way: DeliveryWay): Promise<PreShipmentCosts> {
  return (await api.get<PreShipmentCosts>('/api/preShipmentCosts', { query: { store_id: storeId, delivery_way: way } }))
    .data;
}

export function useCosts(storeId: number, way: DeliveryWay) {
  return useQuery({ queryKey: preShipmentKeys.costs({ storeId, way }), queryFn: () => getCosts(storeId, way) });
}

export interface RecipientChoice {
  id: number;
  first_name: string;
  last_name: string;
  city: string;
  country_id: number;
}

/** GET /api/newRecipentsList: the address book's entries to choose the receiver from. */
export async function getRecipientChoices(): Promise<RecipientChoice[]> {
  return (await api.get<{ list: RecipientChoice[] }>('/api/newRecipentsList', { query: { page: 1, perPage: 100 } }))
    .data.list;
}

export function useRecipientChoices() {
  return useQuery({ queryKey: preShipmentKeys.recipients(), queryFn: getRecipientChoices });
}

/** GET /api/queryCompanyList: the express companies that deliver to the warehouse, for the tracking numbers. */
export function useExpressCompanies(storeId: number) {
  return useQuery({
    queryKey: preShipmentKeys.expressCompanies(storeId),
    queryFn: async () =>
      (await api.get<CourierCompany[]>('/api/queryCompanyList', { query: { store_id: storeId } })).data,
    staleTime: 60 * 60_000,
  });
}
