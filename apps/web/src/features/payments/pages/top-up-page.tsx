import { PAY_CURRENCIES, type TopUpInput, topUpInputSchema } from '@parcelway/domain';
import { Button, Checkbox, Selector, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ChoiceField, FormField, FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import { PaymentMethodFields } from '../../../components/payment-method-fields';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { requireMethodDetails, shopperNameMethodsOf } from '../../../lib/payment-method-rules';
import { PATHS } from '../../../lib/routes-paths';
import { useUserInfo } from '../../../lib/session';
import { useChargeActivities, useCountActivityClick } from '../api/get-charge-activities';
import { useChargeMethods } from '../api/get-charge-methods';
import { useRequestTopUp } from '../api/request-top-up';
import '../payments.css';

interface TopUpValues {
  amount: string;
  currency: string;
  method: string | undefined;
  activity_id: number | null;
  agree: boolean;
  proof: string;
  shopper_name: string;
}

/**
 * The domain's chargeActionNew schema, plus what the server would refuse for the chosen method: a transfer
 * needs its screenshot, DuitNow the shopper's name (SPEC §5), said beside the field before sending.
 */
function topUpFormSchema(shopperNameMethods: ReadonlySet<string>) {
  return topUpInputSchema.superRefine(
    requireMethodDetails(shopperNameMethods, { proof: true }),
  ) as unknown as z.ZodType<z.output<typeof topUpInputSchema>, TopUpValues>;
}

/**
 * Top up the balance (SPEC §2 personal/topUp): a pay currency, an offer (bonus once per customer), a method
 * of that currency, the transfer screenshot or the card/wallet checkout, and the rules ticked first.
 */
export default function TopUpPage() {
  const user = useUserInfo();
  if (!user.data) {
    if (user.isError) return <LoadFailed error={user.error} onRetry={() => void user.refetch()} />;
    return <LoadingBlock lines={6} />;
  }
  const currency = (PAY_CURRENCIES as readonly string[]).includes(user.data.currency_name)
    ? user.data.currency_name
    : 'AUD';
  return <TopUpForm initialCurrency={currency} supportNumber={user.data.support_number} />;
}

function TopUpForm({ initialCurrency, supportNumber }: { initialCurrency: string; supportNumber: string }) {
  const { t } = useTranslation(['payments', 'common']);
  const navigate = useNavigate();
  const [currency, setCurrency] = useState(initialCurrency);
  const activities = useChargeActivities(currency);
  const methods = useChargeMethods(currency);
  const countClick = useCountActivityClick();
  const requestTopUp = useRequestTopUp();
  const idempotency = useIdempotencyKey();
  const form = useZodForm(topUpFormSchema(shopperNameMethodsOf(methods.data?.methods)), {
    amount: '',
    currency: initialCurrency,
    method: undefined,
    activity_id: null,
    agree: false,
    proof: '',
    shopper_name: '',
  });
  const method = form.watch('method');

  const switchCurrency = (next: string) => {
    setCurrency(next);
    form.setValue('currency', next);
    form.setValue('activity_id', null);
    form.setValue('method', undefined);
    form.setValue('proof', '');
  };

  const chooseOffer = (id: number) => {
    const offer = activities.data?.list.find((candidate) => candidate.id === id);
    if (!offer) return;
    countClick.mutate(id);
    const typed = Number(form.getValues('amount'));
    if (!(typed >= Number(offer.threshold))) form.setValue('amount', offer.threshold, { shouldValidate: true });
  };

  const submit = form.handleSubmit(async (values) => {
    const input: TopUpInput = {
      ...values,
      proof: values.method === 'bank_transfer' ? values.proof : undefined,
      shopper_name: values.shopper_name || undefined,
    };
    try {
      const answer = await requestTopUp.mutateAsync({ input, key: idempotency.keyFor(input) });
      idempotency.forget();
      if (answer.pay_url) {
        Toast.show({ icon: 'loading', content: t('topUp.redirecting'), duration: 0 });
        window.location.assign(answer.pay_url);
        return;
      }
      Toast.show({ icon: 'success', content: t('topUp.submitted') });
      navigate(`${PATHS.rechargeRecord}?top_up_id=${answer.top_up.id}`, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!showServerErrors(form, error)) Toast.show({ content: error.message });
    }
  });

  return (
    <form className="payments-page" onSubmit={submit} noValidate aria-label={t('topUp.title')}>
      <FormLayout>
        <FormField control={form.control} name="currency" label={t('topUp.currency')} required>
          {() => (
            <Selector
              aria-label={t('topUp.currency')}
              columns={5}
              options={PAY_CURRENCIES.map((code) => ({ label: code, value: code }))}
              value={[currency]}
              onChange={(chosen) => chosen[0] && switchCurrency(chosen[0])}
            />
          )}
        </FormField>
        <ChoiceField
          control={form.control}
          name="activity_id"
          label={t('topUp.offers')}
          columns={1}
          clearable
          above={
            activities.isPending ? (
              <LoadingBlock lines={2} />
            ) : activities.isError ? (
              <LoadFailed error={activities.error} onRetry={() => void activities.refetch()} />
            ) : activities.data.list.length === 0 ? (
              <p className="payments-muted">{t('topUp.noOffers')}</p>
            ) : null
          }
          options={(activities.data?.list ?? []).map((offer) => ({
            value: offer.id,
            label: offer.title,
            description: offer.claimed ? <Tag color="default">{t('topUp.bonusReceived')}</Tag> : undefined,
            disabled: offer.claimed,
          }))}
          onChosen={chooseOffer}
        />
        <TextField
          control={form.control}
          name="amount"
          label={t('topUp.amount', { currency })}
          required
          inputMode="decimal"
          placeholder={t('topUp.amountPlaceholder')}
        />
        <PaymentMethodFields
          control={form.control}
          methods={methods}
          method={method}
          reference={supportNumber}
          labels={{
            method: t('topUp.method'),
            proof: t('topUp.proof'),
            proofHint: t('topUp.proofHint'),
            shopperName: t('topUp.shopperName'),
          }}
        />
        <FormField control={form.control} name="agree" label={t('topUp.rules')} required>
          {(field) => (
            <>
              <ul className="payments-rules">
                {(activities.data?.rules ?? []).map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
                <li>{t('topUp.reviewTime')}</li>
              </ul>
              <Checkbox
                id={field.id}
                checked={Boolean(field.value)}
                onChange={(checked) => {
                  field.onChange(checked);
                  field.onBlur();
                }}
              >
                {t('topUp.agree')}
              </Checkbox>
            </>
          )}
        </FormField>
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={requestTopUp.isPending}>
          {t('topUp.submit')}
        </Button>
        <Button block fill="none" onClick={() => navigate(PATHS.rechargeRecord)}>
          {t('topUp.records')}
        </Button>
      </div>
    </form>
  );
}
