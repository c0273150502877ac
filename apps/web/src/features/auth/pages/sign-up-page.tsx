import { Button, Checkbox, DotLoading, Form, Input, Toast } from 'antd-mobile';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ChoiceField,
  FormField,
  FormLayout,
  scrollToFirstError,
  showServerErrors,
  TextField,
  useZodForm,
} from '../../../components/form';
import { NameFields } from '../../../components/name-fields';
import { ApiError } from '../../../lib/api-client';
import { useCurrencies, useUserSources, useWarehouses } from '../../../lib/reference-data';
import { EMAIL_VERIFICATION, PATHS } from '../../../lib/routes-paths';
import { signUpFormSchema, useRegister } from '../api/register';
import type { EmailVerificationState } from '../components/email-verification';
import { NewPasswordFields } from '../components/new-password-fields';

/** A reference list that is loading shows dots; one that failed offers to try again. */
function ListState({ query }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation('common');
  if (query.isPending) return <DotLoading color="primary" />;
  if (query.isError) {
    return (
      <Button size="small" onClick={() => void query.refetch()}>
        {t('retry')}
      </Button>
    );
  }
  return null;
}

/**
 * Sign up with a default warehouse (the shopping address) and pay currency; the new customer is logged in and asked for
 * the code sent to their address. `agreementLinks` (composed by the app) opens the terms and the privacy policy the
 * agreement names.
 */
export default function SignUpPage({ agreementLinks }: { agreementLinks?: ReactNode } = {}) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const warehouses = useWarehouses();
  const currencies = useCurrencies();
  const sources = useUserSources();
  const register = useRegister();
  const [emailTaken, setEmailTaken] = useState(false);
  /** Once the customer picks a currency, choosing a warehouse no longer changes it. */
  const currencyChosen = useRef(false);

  const invite = (params.get('invite') ?? params.get('invite_code') ?? '').trim().toUpperCase();
  const form = useZodForm(signUpFormSchema, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    confirm_password: '',
    store_id: undefined,
    currency_id: undefined,
    invite_code: invite,
    source: null,
    agree: false,
  });

  const payable = (currencies.data ?? []).filter((currency) => currency.payable);

  const chooseWarehouse = (storeId: number) => {
    const warehouse = warehouses.data?.find((candidate) => candidate.store_id === storeId);
    if (!warehouse || currencyChosen.current) return;
    if (!payable.some((currency) => currency.id === warehouse.currency_id)) return;
    form.setValue('currency_id', warehouse.currency_id, {
      shouldValidate: form.getFieldState('currency_id').invalid,
    });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
      Toast.show({ icon: 'success', content: t('signUp.welcome') });
      // The address's confirmation went out with the sign-up; then on to the shopping address.
      const state: EmailVerificationState = { from: PATHS.warehouseDetail, sent_at: Date.now() };
      navigate(EMAIL_VERIFICATION, { replace: true, state });
    } catch (error) {
      setEmailTaken(error instanceof ApiError && error.status === 409 && Boolean(error.errors.email));
      if (showServerErrors(form, error)) scrollToFirstError();
      else Toast.show({ content: (error as Error).message });
    }
  }, scrollToFirstError);

  return (
    <form onSubmit={submit} noValidate>
      <FormLayout>
        <Form.Header>{t('signUp.aboutYou')}</Form.Header>
        <NameFields
          control={form.control}
          labels={{ firstName: t('fields.firstName'), lastName: t('fields.lastName') }}
        />
        <FormField control={form.control} name="email" label={t('fields.email')} required>
          {(field) => (
            <>
              <Input
                id={field.id}
                type="email"
                autoComplete="email"
                autoCapitalize="off"
                value={String(field.value ?? '')}
                onChange={(value) => {
                  setEmailTaken(false);
                  field.onChange(value);
                }}
                onBlur={field.onBlur}
                placeholder={t('fields.emailPlaceholder')}
              />
              {emailTaken && (
                <Link to={PATHS.emailLogin} className="auth-link auth-inline-link">
                  {t('signUp.logInInstead')}
                </Link>
              )}
            </>
          )}
        </FormField>
        <NewPasswordFields control={form.control} />

        <Form.Header>{t('signUp.shipping')}</Form.Header>
        <ChoiceField
          control={form.control}
          name="store_id"
          label={t('fields.warehouse')}
          hint={t('signUp.warehouseHint')}
          required
          className="auth-selector"
          columns={2}
          above={<ListState query={warehouses} />}
          options={(warehouses.data ?? []).map((warehouse) => ({
            label: warehouse.name,
            value: warehouse.store_id,
          }))}
          onChosen={chooseWarehouse}
        />
        <ChoiceField
          control={form.control}
          name="currency_id"
          label={t('fields.currency')}
          hint={t('signUp.currencyHint')}
          required
          className="auth-selector"
          columns={3}
          above={<ListState query={currencies} />}
          options={payable.map((currency) => ({
            label: currency.code,
            description: currency.name,
            value: currency.id,
          }))}
          onChosen={() => {
            currencyChosen.current = true;
          }}
        />

        <Form.Header>{t('signUp.optional')}</Form.Header>
        <TextField control={form.control} name="invite_code" label={t('fields.inviteCode')} autoComplete="off" />
        <ChoiceField
          control={form.control}
          name="source"
          label={t('fields.source')}
          className="auth-selector"
          columns={2}
          clearable
          above={<ListState query={sources} />}
          options={(sources.data ?? []).map((source) => ({ label: source.name, value: source.id }))}
        />

        <FormField control={form.control} name="agree" label={t('fields.terms')} required hint={agreementLinks}>
          {(field) => (
            <Checkbox
              id={field.id}
              checked={Boolean(field.value)}
              onChange={(checked) => {
                field.onChange(checked);
                field.onBlur();
              }}
            >
              {t('signUp.agree')}
            </Checkbox>
          )}
        </FormField>
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={register.isPending}>
          {t('signUp.submit')}
        </Button>
        <Link to={PATHS.emailLogin} className="auth-link">
          {t('signUp.haveAccount')}
        </Link>
      </div>
    </form>
  );
}
