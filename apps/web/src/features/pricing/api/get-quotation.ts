import type { Quotation, QuoteInput, UnavailableLine } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** A line as customers see it, each quoted line, the lines that cannot carry the parcels and the whole quote. */
export type {
  LineEta,
  LineReason,
  ParcelWeight,
  PublicLine,
  Quotation,
  QuotedLine,
  UnavailableLine,
} from '@parcelway/domain';

/** A line that cannot carry the parcels, as far as a list of refusals shows it (all a "no service" answer names). */
export type RefusedLine = Pick<UnavailableLine, 'id' | 'code' | 'name' | 'reasons'>;

/** What a 422 "no service" answer carries under `data`. */
export interface NoServiceData {
  advice: string;
  unavailable: RefusedLine[];
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
