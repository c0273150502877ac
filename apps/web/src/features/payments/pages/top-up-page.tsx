import { PAY_CURRENCIES, type TopUpInput, topUpInputSchema } from '@parcelway/domain';
import { Button, Checkbox, Input, Selector, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { BankAccount } from '../../../components/bank-account';
import { FileUploader } from '../../../components/file-uploader';
import { ChoiceField, FormField, FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency';
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
function topUpFormSchema(shopperNameMethods: Set<string>) {
  return topUpInputSchema.superRefine((values, issues) => {
    if (values.method === 'bank_transfer' && !values.proof)
      issues.addIssue({ code: 'custom', path: ['proof'], message: 'payment.proofRequired' });
    if (shopperNameMethods.has(values.method) && !values.shopper_name)
      issues.addIssue({ code: 'custom', path: ['shopper_name'], message: 'payment.shopperNameRequired' });
  }) as unknown as z.ZodType<z.output<typeof topUpInputSchema>, TopUpValues>;
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
  const shopperNameMethods = new Set(
    (methods.data?.methods ?? []).filter((method) => method.shopper_name_required).map((method) => method.code),
  );
  const form = useZodForm(topUpFormSchema(shopperNameMethods), {
    amount: '',
    currency: initialCurrency,
    method: undefined,
    activity_id: null,
    agree: false,
    proof: '',
    shopper_name: '',
  });
  const method = form.watch('method');
  const chosenMethod = methods.data?.methods.find((option) => option.code === method);

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
        <ChoiceField
          control={form.control}
          name="method"
          label={t('topUp.method')}
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
          <FormField control={form.control} name="proof" label={t('topUp.proof')} required hint={t('topUp.proofHint')}>
            {(field) => (
              <>
                <BankAccount account={methods.data.bank_account ?? {}} reference={supportNumber} />
                <FileUploader
                  value={String(field.value ?? '')}
                  onChange={(value) => {
                    field.onChange(value);
                    field.onBlur();
                  }}
                  purpose="bank_proof"
                  label={t('topUp.proof')}
                  maxCount={1}
                />
              </>
            )}
          </FormField>
        )}
        {chosenMethod?.shopper_name_required && (
          <FormField control={form.control} name="shopper_name" label={t('topUp.shopperName')} required>
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
