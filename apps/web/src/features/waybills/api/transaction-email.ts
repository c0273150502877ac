import {
  type ShipmentTransactionEmail,
  type ShipmentTransactionEmailInput,
  shipmentTransactionEmailSchema,
} from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waybillKeys } from './waybill-keys';

/** The form's rule is the server's: the same email check (SPEC §5 wording), the waybill fixed by the page. */
export const transactionEmailFormSchema = shipmentTransactionEmailSchema.pick({ email: true });

/** GET /api/shipmentTransactionEmail: where this waybill's mails go now. */
export async function getTransactionEmail(id: number): Promise<ShipmentTransactionEmail> {
  return (
    await api.get<ShipmentTransactionEmail>('/api/shipmentTransactionEmail', {
      query: { shipment_id: id },
      silent: true,
    })
  ).data;
}

export function useTransactionEmail(id: number) {
  return useQuery({ queryKey: waybillKeys.transactionEmail(id), queryFn: () => getTransactionEmail(id) });
}

/** POST /api/updateShipmentTransactionEmail. */
export async function updateTransactionEmail(input: ShipmentTransactionEmailInput): Promise<ShipmentTransactionEmail> {
  return (await api.post<ShipmentTransactionEmail>('/api/updateShipmentTransactionEmail', input, { silent: true }))
    .data;
}

export function useUpdateTransactionEmail(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => updateTransactionEmail({ shipment_id: id, email }),
    onSuccess: (answer) => queryClient.setQueryData(waybillKeys.transactionEmail(id), answer),
  });
}
