import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { markStaleAfterPayment } from './payment-keys';
import type { BankTransferAnswer, BankTransferRequest } from './types';

/** POST /api/bankTransfer with an Idempotency-Key: the proof goes to staff and the waybill waits (bank_pending). */
export async function submitBankTransfer({
  request,
  key,
}: {
  request: BankTransferRequest;
  key: string;
}): Promise<BankTransferAnswer> {
  return (
    await api.post<BankTransferAnswer>('/api/bankTransfer', request, {
      silent: true,
      headers: { 'Idempotency-Key': key },
    })
  ).data;
}

export function useBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBankTransfer,
    onSuccess: () => markStaleAfterPayment(queryClient),
  });
}
