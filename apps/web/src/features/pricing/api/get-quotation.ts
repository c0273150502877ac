import type { QuoteInput } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** A line's next departure: the cut-off in the warehouse's zone and the delivery window from it. */
export interface LineEta {
  transit_days_min: number;
  transit_days_max: number;
  next_cutoff: { at: string; local: string; date: string; time_zone: string };
  estimated_delivery_from: string;
  estimated_delivery_to: string;
}

export interface LineReason {
  code: string;
  message: string;
  advice?: string;
}

/** A line as the server shows it to customers (courierList and each quote line). */
export interface PublicLine {
  id: number;
  code: string;
  name: string;
  service_level: string;
  service_level_name: string;
  delivery_method: 'door' | 'self_pickup';
  delivery_method_name: string;
  currency: string;
  volumetric_divisor: number;
  max_parcel_weight: string | null;
  eta: LineEta;
}

/** Weights in kg as decimal strings; `basis` says which one was charged. */
export interface ParcelWeight {
  quantity: number;
  actual_weight: string;
  volumetric_weight: string;
  chargeable_weight: string;
  basis: 'actual' | 'volumetric' | 'minimum';
  note: string | null;
}

export interface QuotedLine extends PublicLine {
  available: true;
  weight: {
    actual_weight: string;
    volumetric_weight: string;
    chargeable_weight: string;
    basis: ParcelWeight['basis'] | 'mixed';
    /** The server's translated explanations (light but bulky, line minimum). */
    notes: string[];
    parcels: ParcelWeight[];
  };
  fees: { currency: string; postage: string; insurance: string; service_charge: string; total: string };
}

export interface UnavailableLine {
  id: number;
  code: string;
  name: string;
  reasons: LineReason[];
}

export interface Quotation {
  currency: string;
  rate_date: string | null;
  parcel_count: number;
  /** Lines that can carry the parcels, cheapest first. */
  list: QuotedLine[];
  unavailable: UnavailableLine[];
}

/** What a 422 "no service" answer carries under `data`. */
export interface NoServiceData {
  advice: string;
  unavailable: UnavailableLine[];
}

/** POST /api/getQuotation (public): every line of the route priced, and the lines that cannot carry the parcels. */
export async function getQuotation(input: QuoteInput): Promise<Quotation> {
  return (await api.post<Quotation>('/api/getQuotation', input, { silent: true })).data;
}

/** The quote for an input; nothing is asked while the input is null. A quote is not retried (a 422 is an answer). */
export function useQuotation(input: QuoteInput | null) {
  return useQuery({
    queryKey: pricingKeys.quotation(input),
    queryFn: () => (input ? getQuotation(input) : Promise.reject(new Error('no input'))),
    enabled: input !== null,
    retry: false,
    staleTime: 60_000,
  });
}
