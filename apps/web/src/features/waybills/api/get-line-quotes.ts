import type { Quotation, QuotedLine } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/** A line as quoted for the chosen parcels (the shared response schema of getQuotation). */
export type LineQuote = QuotedLine;
export type LineQuotes = Quotation;

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
