import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

export interface LineQuote {
  id: number;
  name: string;
  service_level_name: string;
  delivery_method: 'door' | 'self_pickup';
  delivery_method_name: string;
  required_documents: { code: string; name: string }[];
  eta: {
    transit_days_min: number;
    transit_days_max: number;
    estimated_delivery_from: string;
    estimated_delivery_to: string;
  };
  fees: { currency: string; postage: string; insurance: string; service_charge: string; total: string };
  insurancePercentage: number;
  freeInsurance: string;
}

export interface LineQuotes {
  currency: string;
  list: LineQuote[];
  unavailable: { id: number; name: string; reasons: { message: string }[] }[];
}

export interface LineQuoteRequest {
  store_id: number;
  country_id: number;
  postcode?: string;
  address?: string;
  parcels: {
    length: number;
    width: number;
    height: number;
    weight: number;
    quantity: 1;
    product_type: string;
    attributes: string[];
  }[];
  declared_value?: string;
  insured: boolean;
}

export type LineQuoteAnswer = LineQuotes | { noLine: string };

/**
 * POST /api/getQuotation for the chosen parcels as measured: every line of the route, cheapest first, with
 * the premium when insured. No line at all is answered (422) with the server's sentence.
 */
export async function getLineQuotes(request: LineQuoteRequest): Promise<LineQuoteAnswer> {
  try {
    return (await api.post<LineQuotes>('/api/getQuotation', request, { silent: true })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return { noLine: error.message };
    throw error;
  }
}

export function useLineQuotes(request: LineQuoteRequest | null) {
  return useQuery({
    queryKey: waybillKeys.lineQuotes(request),
    queryFn: () => (request ? getLineQuotes(request) : Promise.reject(new Error('no parcels'))),
    enabled: request !== null,
  });
}
