import { type BillAddress, billAddressSchema } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BILL_ADDRESS_QUERY_KEY } from './get-bill-address';

export const billAddressFormSchema = billAddressSchema;

/** POST /api/setBillAddress: saves the billing address and answers it as stored. */
export async function setBillAddress(input: BillAddress): Promise<BillAddress> {
  return (await api.post<BillAddress>('/api/setBillAddress', input, { silent: true })).data;
}

export function useSetBillAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBillAddress,
    onSuccess: (saved) => {
      queryClient.setQueryData(BILL_ADDRESS_QUERY_KEY, saved);
    },
  });
}
