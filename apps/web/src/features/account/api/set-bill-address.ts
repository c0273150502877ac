import { type BillAddress, billAddressSchema } from '@parcelway/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

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
      queryClient.setQueryData(accountKeys.billAddress(), saved);
    },
  });
}
