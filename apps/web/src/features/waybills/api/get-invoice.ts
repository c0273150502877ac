import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/getInvoice/{id}: a signed link to the paid waybill's invoice (a PDF), asked for when the customer taps. */
export function useInvoiceLink() {
  return useMutation({
    mutationFn: async (waybillId: number) => (await api.get<string>(`/api/getInvoice/${waybillId}`)).data,
  });
}
