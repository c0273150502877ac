import { normalisePhone } from '@parcelway/domain';
import { Button, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import { TabPanel, TabStrip, useTabIds } from '../../../components/tab-strip';
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
  const tabIds = useTabIds();
  const [stored] = useState(readResetInfo);
  const [channel, setChannel] = useState<Channel>(stored?.channel ?? 'email');
  // A form once opened stays mounted while the other is shown, so what was typed in it is still there on return.
  const [opened, setOpened] = useState<ReadonlySet<Channel>>(() => new Set([channel]));
  const choose = (next: Channel) => {
    setChannel(next);
    setOpened((before) => new Set(before).add(next));
  };
  const titles: Record<Channel, string> = { email: t('forgot.byEmail'), phone: t('forgot.byPhone') };

  return (
    <div>
      <p className="page-section auth-intro">{t('forgot.intro')}</p>
      <TabStrip
        ids={tabIds}
        active={channel}
        onChange={choose}
        tabs={[
          { key: 'email', title: titles.email },
          { key: 'phone', title: titles.phone },
        ]}
      />
      {opened.has('email') && (
        <TabPanel ids={tabIds} tab="email" hidden={channel !== 'email'}>
          <EmailForm stored={stored?.channel === 'email' ? stored : undefined} />
        </TabPanel>
      )}
      {opened.has('phone') && (
        <TabPanel ids={tabIds} tab="phone" hidden={channel !== 'phone'}>
          <PhoneForm stored={stored?.channel === 'phone' ? stored : undefined} />
        </TabPanel>
      )}
    </div>
  );
}

/**
 * Sends the code. After it is sent, the target is kept as reset info and the code step opens. When a code went
 * to the same address less than 60 s ago (429), that code is still good: the code step opens on its countdown.
 * Any other failure is shown beside the fields (`showOnForm`) or as a toast.
 */
function useSendCode() {
  const navigate = useNavigate();
  return async (
    target: ResetTarget,
    send: () => Promise<{ sent_to: string }>,
    showOnForm: (error: unknown) => boolean,
  ) => {
    try {
      const answer = await send();
      const info: ResetInfo = { ...target, sent_to: answer.sent_to, sent_at: Date.now() };
      writeResetInfo(info);
      navigate(PATHS.forgotCheck);
    } catch (error) {
      const sentAt = sentAtFromCooldown(error);
      if (sentAt) {
        writeResetInfo({ ...target, sent_at: sentAt });
        Toast.show({ content: (error as Error).message });
        navigate(PATHS.forgotCheck);
      } else if (!showOnForm(error)) {
        Toast.show({ content: (error as Error).message });
      }
    }
  };
}

function EmailForm({ stored }: { stored?: Extract<ResetInfo, { channel: 'email' }> }) {
  const { t } = useTranslation('auth');
  const form = useZodForm(forgotEmailFormSchema, { email: stored?.email ?? '' });
  const send = useSendForgetPasswordEmail();
  const sendCode = useSendCode();

  const submit = form.handleSubmit((values) =>
    sendCode(
      { channel: 'email', email: values.email },
      () => send.mutateAsync(values),
      (error) => showServerErrors(form, error),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <FormLayout>
        <TextField
          control={form.control}
          name="email"
          label={t('fields.email')}
          required
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          placeholder={t('fields.emailPlaceholder')}
        />
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
  const sendCode = useSendCode();

  const submit = form.handleSubmit((values) =>
    sendCode(
      { channel: 'phone', phone_code: values.phone_code, phone: normalisePhone(values.phone) },
      () => send.mutateAsync(values),
      (error) => showServerErrors(form, error),
    ),
  );

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
