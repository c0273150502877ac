import { type MembershipPlan, type MembershipPurchaseInput, membershipPurchaseInputSchema } from '@parcelway/domain';
import { Button, Checkbox, Input, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BankAccount } from '../../../components/bank-account';
import { FileUploader } from '../../../components/file-uploader';
import { ChoiceField, FormField, FormLayout, showServerErrors, useZodForm } from '../../../components/form';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { useUserInfo } from '../../../lib/session';
import { usePayMethods } from '../api/get-pay-methods';
import { usePurchaseMember } from '../api/purchase-member';

interface PurchaseValues {
  plan_id: number;
  method: string | undefined;
  agree: boolean;
  proof: string;
  shopper_name: string;
}

/**
 * The domain's memberPurchaseAction schema, plus what the server would refuse for the chosen method (as the top-up
 * form does): a transfer needs its screenshot, DuitNow the shopper's name.
 */
function purchaseFormSchema(shopperNameMethods: Set<string>) {
  return membershipPurchaseInputSchema.superRefine((values, issues) => {
    if (values.method === 'bank_transfer' && !values.proof)
      issues.addIssue({ code: 'custom', path: ['proof'], message: 'payment.proofRequired' });
    if (shopperNameMethods.has(values.method) && !values.shopper_name)
      issues.addIssue({ code: 'custom', path: ['shopper_name'], message: 'payment.shopperNameRequired' });
  }) as unknown as z.ZodType<z.output<typeof membershipPurchaseInputSchema>, PurchaseValues>;
}

/**
 * Buying a plan with any method the pay page offers in its currency: the balance activates it at once; a bank
 * transfer (the account, the reference and one screenshot) waits for staff review; a card or wallet leaves for the
 * provider's page and comes back to the member centre, which follows the payment until it settles.
 */
export function PurchaseForm({ plan, onDone }: { plan: MembershipPlan; onDone: () => void }) {
  const { t } = useTranslation(['membership', 'payments']);
  const methods = usePayMethods(plan.currency);
  const user = useUserInfo();
  const purchase = usePurchaseMember();
  const idempotency = useIdempotencyKey();
  const shopperNameMethods = new Set(
    (methods.data?.methods ?? []).filter((method) => method.shopper_name_required).map((method) => method.code),
  );
  const form = useZodForm(purchaseFormSchema(shopperNameMethods), {
    plan_id: plan.id,
    method: undefined,
    agree: false,
    proof: '',
    shopper_name: '',
  });
  const method = form.watch('method');
  const chosenMethod = methods.data?.methods.find((option) => option.code === method);

  const submit = form.handleSubmit(async (values) => {
    const input: MembershipPurchaseInput = {
      ...values,
      proof: values.method === 'bank_transfer' ? values.proof : undefined,
      shopper_name: values.shopper_name || undefined,
    };
    try {
      const answer = await purchase.mutateAsync({ input, key: idempotency.keyFor(input) });
      idempotency.forget();
      if (answer.pay_url) {
        Toast.show({ icon: 'loading', content: t('payments:topUp.redirecting'), duration: 0 });
        window.location.assign(answer.pay_url);
        return;
      }
      Toast.show({
        icon: 'success',
        content:
          values.method === 'bank_transfer'
            ? t('buy.transferSubmitted')
            : t('buy.done', { state: answer.purchase.state_name }),
      });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!showServerErrors(form, error)) Toast.show({ content: error.message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('buy.formTitle', { plan: plan.name })}>
      <FormLayout>
        <ChoiceField
          control={form.control}
          name="method"
          label={t('buy.method')}
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
        {method === 'bank_transfer' && methods.data?.bank_account && (
          <FormField control={form.control} name="proof" label={t('buy.proof')} required hint={t('buy.proofHint')}>
            {(field) => (
              <>
                <BankAccount account={methods.data.bank_account ?? {}} reference={user.data?.support_number ?? ''} />
                <FileUploader
                  value={String(field.value ?? '')}
                  onChange={(value) => {
                    field.onChange(value);
                    field.onBlur();
                  }}
                  purpose="bank_proof"
                  label={t('buy.proof')}
                  maxCount={1}
                />
              </>
            )}
          </FormField>
        )}
        {chosenMethod?.shopper_name_required && (
          <FormField control={form.control} name="shopper_name" label={t('payments:topUp.shopperName')} required>
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
        <FormField control={form.control} name="agree" label={t('rules.title')} required hint={t('rules.text')}>
          {(field) => (
            <Checkbox
              id={field.id}
              checked={Boolean(field.value)}
              onChange={(checked) => {
                field.onChange(checked);
                field.onBlur();
              }}
            >
              {t('rules.agree')}
            </Checkbox>
          )}
        </FormField>
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" type="submit" loading={purchase.isPending}>
          {t('buy.submit', { price: formatMoney(plan.price, plan.currency) })}
        </Button>
      </div>
    </form>
  );
}
