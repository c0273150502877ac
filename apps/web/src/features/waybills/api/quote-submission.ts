import type { SubmissionQuote, SubmissionQuoteInput } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/**
 * POST /api/quoteSubmission: the flow's answers priced by the code submitParcel charges with, before the customer
 * commits. Silent: the overview says why there is no estimate beside it (a line the parcels no longer fit, say).
 */
export async function quoteSubmission(input: SubmissionQuoteInput): Promise<SubmissionQuote> {
  return (await api.post<SubmissionQuote>('/api/quoteSubmission', input, { silent: true, background: true })).data;
}

/** The estimate of the answers so far; null until they name the recipient, the line and what is declared. */
export function useSubmissionQuote(input: SubmissionQuoteInput | null) {
  return useQuery({
    queryKey: waybillKeys.submissionQuote(input),
    queryFn: () => (input ? quoteSubmission(input) : Promise.reject(new Error('nothing to price yet'))),
    enabled: input !== null,
    retry: false,
  });
}
