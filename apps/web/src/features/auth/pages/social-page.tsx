import { SOCIAL_FAILURES, type SocialFailure } from '@parcelway/domain';
import { Button, Checkbox, Form, Input, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
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
import { LoadingBlock } from '../../../components/query-states';
import { StatusBlock } from '../../../components/status-block';
import { translateMessage } from '../../../lib/i18n';
import { useCurrencies, useWarehouses } from '../../../lib/reference-data';
import { PATHS } from '../../../lib/routes-paths';
import {
  type SocialTicketAnswer,
  socialLinkFormSchema,
  socialSignUpFormSchema,
  useSocialRegister,
  useSocialTicket,
} from '../api/social-register';
import { PasswordInput } from '../components/password-input';

type Identity = Exclude<SocialTicketAnswer, { status: 'signed_in' }>;

/** Where a social sign-in lands: signed in, a sign-up to finish, an account to link, or why it stopped. */
export default function SocialPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const ticket = params.get('ticket') ?? '';
  if (error || !ticket) {
    const reason = SOCIAL_FAILURES.includes(error as SocialFailure) ? (error as SocialFailure) : 'state';
    return <Failure reason={reason} bind={params.get('intent') === 'bind'} />;
  }
  return <TicketStep ticket={ticket} />;
}

function Failure({ reason, bind }: { reason: SocialFailure; bind: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div className="auth-welcome">
      <StatusBlock
        status="default"
        title={t('social.failedTitle')}
        description={translateMessage(`social.error.${reason}`)}
      />
      <div className="page-actions">
        <Button
          block
          color="primary"
          size="large"
          onClick={() => navigate(bind ? PATHS.information : PATHS.loginIndex, { replace: true })}
        >
          {bind ? t('social.backToProfile') : t('social.backToLogin')}
        </Button>
      </div>
    </div>
  );
}

function TicketStep({ ticket }: { ticket: string }) {
  const navigate = useNavigate();
  const answer = useSocialTicket(ticket);
  const signedIn = answer.data?.status === 'signed_in';
  useEffect(() => {
    if (signedIn) navigate(PATHS.home, { replace: true });
  }, [signedIn, navigate]);
  if (answer.isError) return <Failure reason="expired" bind={false} />;
  if (!answer.data || answer.data.status === 'signed_in') return <LoadingBlock lines={6} />;
  return answer.data.status === 'link' ? (
    <LinkForm ticket={ticket} identity={answer.data} />
  ) : (
    <SignUpForm ticket={ticket} identity={answer.data} />
  );
}

/** Sends a code to an email, then counts down nothing: the server says when a resend is too early. */
function SendCode({ ticket, email }: { ticket: string; email: () => string }) {
  const { t } = useTranslation('auth');
  const send = useSocialRegister();
  return (
    <Button
      size="small"
      loading={send.isPending}
      onClick={async () => {
        try {
          await send.mutateAsync({ ticket, step: 'send_code', email: email() });
          Toast.show({ icon: 'success', content: t('social.codeSent') });
        } catch (error) {
          Toast.show({ content: (error as Error).message });
        }
      }}
    >
      {t('social.sendCode')}
    </Button>
  );
}

function SignUpForm({ ticket, identity }: { ticket: string; identity: Identity }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  const currencies = useCurrencies();
  const finish = useSocialRegister();
  const form = useZodForm(socialSignUpFormSchema, {
    ticket,
    step: 'sign_up',
    first_name: identity.first_name,
    last_name: identity.last_name,
    email: identity.email,
    code: undefined,
    store_id: undefined,
    currency_id: undefined,
    agree: false,
  });
  const email = form.watch('email');
  const needsCode = !(identity.email_verified && email.trim().toLowerCase() === identity.email);

  const submit = form.handleSubmit(async (values) => {
    try {
      await finish.mutateAsync({ ...values, code: needsCode ? values.code : undefined });
      Toast.show({ icon: 'success', content: t('signUp.welcome') });
      navigate(PATHS.home, { replace: true });
    } catch (error) {
      if (showServerErrors(form, error)) scrollToFirstError();
      else Toast.show({ content: (error as Error).message });
    }
  }, scrollToFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label={t('social.signUpTitle')}>
      <FormLayout>
        <Form.Header>{t('social.signUpTitle', { provider: t(`social.names.${identity.provider}`) })}</Form.Header>
        <NameFields
          control={form.control}
          labels={{ firstName: t('fields.firstName'), lastName: t('fields.lastName') }}
        />
        <TextField control={form.control} name="email" label={t('fields.email')} required autoComplete="email" />
        {needsCode && (
          <FormField control={form.control} name="code" label={t('social.code')} hint={t('social.codeHint')} required>
            {(field) => (
              <div className="auth-code-row">
                <Input
                  id={field.id}
                  inputMode="numeric"
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
                <SendCode ticket={ticket} email={() => form.getValues('email')} />
              </div>
            )}
          </FormField>
        )}
        <ChoiceField
          control={form.control}
          name="store_id"
          label={t('fields.warehouse')}
          required
          className="auth-selector"
          columns={2}
          options={(warehouses.data ?? []).map((warehouse) => ({ label: warehouse.name, value: warehouse.store_id }))}
          onChosen={(storeId) => {
            // As on sign-up, the warehouse's currency is the first choice while none was picked.
            const warehouse = warehouses.data?.find((candidate) => candidate.store_id === storeId);
            if (warehouse && form.getValues('currency_id') === undefined)
              form.setValue('currency_id', warehouse.currency_id);
          }}
        />
        <ChoiceField
          control={form.control}
          name="currency_id"
          label={t('fields.currency')}
          required
          className="auth-selector"
          columns={3}
          options={(currencies.data ?? [])
            .filter((currency) => currency.payable)
            .map((currency) => ({ label: currency.code, description: currency.name, value: currency.id }))}
        />
        <FormField control={form.control} name="agree" label={t('fields.terms')} required>
          {(field) => (
            <Checkbox id={field.id} checked={Boolean(field.value)} onChange={(checked) => field.onChange(checked)}>
              {t('signUp.agree')}
            </Checkbox>
          )}
        </FormField>
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={finish.isPending}>
          {t('social.finish')}
        </Button>
      </div>
    </form>
  );
}

/** An account with the provider's email exists: it is linked only once its password or a code proves it is theirs. */
function LinkForm({ ticket, identity }: { ticket: string; identity: Identity }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [byCode, setByCode] = useState(false);
  const link = useSocialRegister();
  const form = useZodForm(socialLinkFormSchema, { ticket, step: 'link', password: undefined, code: undefined });

  const submit = form.handleSubmit(async (values) => {
    try {
      await link.mutateAsync(byCode ? { ...values, password: undefined } : { ...values, code: undefined });
      Toast.show({ icon: 'success', content: t('social.linked') });
      navigate(PATHS.home, { replace: true });
    } catch (error) {
      if (!showServerErrors(form, error)) Toast.show({ content: (error as Error).message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('social.linkTitle')}>
      <FormLayout footer={<p className="account-hint">{t('social.linkHint', { email: identity.email })}</p>}>
        <Form.Header>{t('social.linkTitle')}</Form.Header>
        {byCode ? (
          <FormField control={form.control} name="code" label={t('social.code')} required>
            {(field) => (
              <div className="auth-code-row">
                <Input
                  id={field.id}
                  inputMode="numeric"
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
                <SendCode ticket={ticket} email={() => identity.email} />
              </div>
            )}
          </FormField>
        ) : (
          <FormField control={form.control} name="password" label={t('fields.password')} required>
            {(field) => <PasswordInput {...field} id={field.id} autoComplete="current-password" />}
          </FormField>
        )}
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={link.isPending}>
          {t('social.link')}
        </Button>
        <Button block fill="none" onClick={() => setByCode(!byCode)}>
          {byCode ? t('social.usePassword') : t('social.useCode')}
        </Button>
      </div>
    </form>
  );
}
