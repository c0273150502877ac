import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/getInvoice/{id}: a signed link to the paid waybill's invoice (a PDF), asked for when the customer taps. */
export async function getInvoiceLink(waybillId: number): Promise<string> {
  return (await api.get<string>(`/api/getInvoice/${waybillId}`)).data;
}

export function useInvoiceLink() {
  return useMutation({ mutationFn: getInvoiceLink });
}
