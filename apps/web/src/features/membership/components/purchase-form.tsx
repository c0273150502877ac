import { type MembershipPlan, type MembershipPurchaseInput, membershipPurchaseInputSchema } from '@parcelway/domain';
import { Button, Checkbox, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField, FormLayout, showServerErrors, useZodForm } from '../../../components/form';
import { PaymentMethodFields } from '../../../components/payment-method-fields';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { requireMethodDetails, shopperNameMethodsOf } from '../../../lib/payment-method-rules';
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
function purchaseFormSchema(shopperNameMethods: ReadonlySet<string>) {
  return membershipPurchaseInputSchema.superRefine(
    requireMethodDetails(shopperNameMethods, { proof: true }),
  ) as unknown as z.ZodType<z.output<typeof membershipPurchaseInputSchema>, PurchaseValues>;
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
  const form = useZodForm(purchaseFormSchema(shopperNameMethodsOf(methods.data?.methods)), {
    plan_id: plan.id,
    method: undefined,
    agree: false,
    proof: '',
    shopper_name: '',
  });
  const method = form.watch('method');

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
        <PaymentMethodFields
          control={form.control}
          methods={methods}
          method={method}
          reference={user.data?.support_number ?? ''}
          labels={{
            method: t('buy.method'),
            proof: t('buy.proof'),
            proofHint: t('buy.proofHint'),
            shopperName: t('payments:topUp.shopperName'),
          }}
        />
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
