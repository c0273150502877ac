import type { PaymentMethods } from '@parcelway/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Input } from 'antd-mobile';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { BankAccount } from './bank-account';
import { ChoiceField, FormField } from './form';
import { LoadFailed, LoadingBlock } from './query-states';
import { TransferProofField } from './transfer-proof-field';

interface PaymentMethodFieldsProps<Values extends FieldValues, Output extends FieldValues> {
  control: Control<Values, unknown, Output>;
  methods: UseQueryResult<PaymentMethods>;
  /** The chosen method's code (`form.watch('method')`). */
  method: string | undefined;
  /** The reference the customer writes on a bank transfer. */
  reference: string;
  labels: { method: string; proof: string; proofHint: string; shopperName: string };
}

/**
 * The method picker of a form that pays with any method of a currency, and what the chosen method needs: the bank
 * account, reference and one screenshot for a transfer, the shopper's name for DuitNow. The form's values hold
 * `method`, `proof` and `shopper_name`.
 */
export function PaymentMethodFields<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  methods,
  method,
  reference,
  labels,
}: PaymentMethodFieldsProps<Values, Output>) {
  const chosen = methods.data?.methods.find((option) => option.code === method);
  const bankAccount = methods.data?.bank_account;
  return (
    <>
      <ChoiceField
        control={control}
        name={'method' as FieldPath<Values>}
        label={labels.method}
        required
        columns={1}
        above={
          methods.isPending ? (
            <LoadingBlock lines={2} />
          ) : methods.isError ? (
            <LoadFailed error={methods.error} onRetry={() => void methods.refetch()} />
          ) : null
        }
        options={(methods.data?.methods ?? [])
          .filter((option) => option.available)
          .map((option) => ({ value: option.code, label: option.name }))}
      />
      {method === 'bank_transfer' && bankAccount && (
        <TransferProofField
          control={control}
          label={labels.proof}
          hint={labels.proofHint}
          above={<BankAccount account={bankAccount} reference={reference} />}
        />
      )}
      {chosen?.shopper_name_required && (
        <FormField control={control} name={'shopper_name' as FieldPath<Values>} label={labels.shopperName} required>
          {(field) => (
            <Input
              id={field.id}
              autoComplete="name"
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
      )}
    </>
  );
}
