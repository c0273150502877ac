import { normalisePhone } from '@parcelway/domain';
import { Button, Input, Tabs, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField, FormLayout, showServerErrors, useZodForm } from '../../../components/form';
import { useCountries } from '../../../lib/reference-data';
import { PATHS } from '../../../lib/routes-paths';
import { forgotEmailFormSchema, useSendForgetPasswordEmail } from '../api/send-forget-password-email';
import { forgotPhoneFormSchema, useSendForgetPasswordPhone } from '../api/send-forget-password-phone';
import { PhoneFields } from '../components/phone-fields';
import { sentAtFromCooldown } from '../utils/codes';
import { DEFAULT_PHONE_CODE } from '../utils/phone-rules';
import { type ResetInfo, type ResetTarget, readResetInfo, writeResetInfo } from '../utils/reset-info';

type Channel = ResetTarget['channel'];

/** Forgotten password, step 1: where to send the code, by email or to the account's verified mobile. */
export default function ForgotPage() {
  const { t } = useTranslation('auth');
  const [stored] = useState(readResetInfo);
  const [channel, setChannel] = useState<Channel>(stored?.channel ?? 'email');

  return (
    <div>
      <p className="page-section auth-intro">{t('forgot.intro')}</p>
      <Tabs activeKey={channel} onChange={(key) => setChannel(key as Channel)} className="auth-tabs">
        <Tabs.Tab title={t('forgot.byEmail')} key="email">
          <EmailForm stored={stored?.channel === 'email' ? stored : undefined} />
        </Tabs.Tab>
        <Tabs.Tab title={t('forgot.byPhone')} key="phone">
          <PhoneForm stored={stored?.channel === 'phone' ? stored : undefined} />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}

/**
 * After the code is sent, the target is kept as reset info and the code step opens. When a code went to
 * the same address less than 60 s ago (429), that code is still good: the code step opens on its countdown.
 */
function useCodeSent() {
  const navigate = useNavigate();
  return {
    sent(target: ResetTarget, sentTo: string) {
      const info: ResetInfo = { ...target, sent_to: sentTo, sent_at: Date.now() };
      writeResetInfo(info);
      navigate(PATHS.forgotCheck);
    },
    /** True when the failure was the resend wait and the code step opened. */
    cooldown(target: ResetTarget, error: unknown): boolean {
      const sentAt = sentAtFromCooldown(error);
      if (!sentAt) return false;
      writeResetInfo({ ...target, sent_at: sentAt });
      Toast.show({ content: (error as Error).message });
      navigate(PATHS.forgotCheck);
      return true;
    },
  };
}

function EmailForm({ stored }: { stored?: Extract<ResetInfo, { channel: 'email' }> }) {
  const { t } = useTranslation('auth');
  const form = useZodForm(forgotEmailFormSchema, { email: stored?.email ?? '' });
  const send = useSendForgetPasswordEmail();
  const codeSent = useCodeSent();

  const submit = form.handleSubmit(async (values) => {
    const target: ResetTarget = { channel: 'email', email: values.email };
    try {
      const answer = await send.mutateAsync(values);
      codeSent.sent(target, answer.sent_to);
    } catch (error) {
      if (codeSent.cooldown(target, error)) return;
      if (!showServerErrors(form, error)) Toast.show({ content: (error as Error).message });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormLayout>
        <FormField control={form.control} name="email" label={t('fields.email')} required>
          {(field) => (
            <Input
              id={field.id}
              type="email"
              autoComplete="email"
              autoCapitalize="off"
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('fields.emailPlaceholder')}
            />
          )}
        </FormField>
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={send.isPending}>
          {t('code.send')}
        </Button>
      </div>
    </form>
  );
}

function PhoneForm({ stored }: { stored?: Extract<ResetInfo, { channel: 'phone' }> }) {
  const { t } = useTranslation('auth');
  const countries = useCountries();
  const schema = useMemo(() => forgotPhoneFormSchema(countries.data), [countries.data]);
  const form = useZodForm(schema, {
    phone_code: stored?.phone_code ?? DEFAULT_PHONE_CODE,
    phone: stored?.phone ?? '',
  });
  const send = useSendForgetPasswordPhone();
  const codeSent = useCodeSent();

  const submit = form.handleSubmit(async (values) => {
    const target: ResetTarget = {
      channel: 'phone',
      phone_code: values.phone_code,
      phone: normalisePhone(values.phone),
    };
    try {
      const answer = await send.mutateAsync(values);
      codeSent.sent(target, answer.sent_to);
    } catch (error) {
      if (codeSent.cooldown(target, error)) return;
      if (!showServerErrors(form, error)) Toast.show({ content: (error as Error).message });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <p className="page-section auth-note">{t('forgot.phoneNote')}</p>
      <FormLayout>
        <PhoneFields control={form.control} />
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={send.isPending}>
          {t('code.send')}
        </Button>
      </div>
    </form>
  );
}
