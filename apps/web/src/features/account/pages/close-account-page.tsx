import { Button, Dialog, Form, Input, List, Result, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField, FormLayout, showServerErrors, useZodForm } from '../../../components/form';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { PATHS } from '../../../lib/routes-paths';
import { useUserInfo } from '../../../lib/session';
import { cancelAccountFormSchema, useCancelAccount } from '../api/cancel-account';
import { isPhoneNotVerified, type PhoneCheck, usePhoneCheck } from '../api/check-phone';
import { useSendCloseAccountCode } from '../api/send-close-account-code';
import { type ClosureRefusal, ClosureRefusalNotice, closureRefusalOf } from '../components/closure-refusal';
import { useCountdown } from '../components/use-countdown';

const RESEND_SECONDS = 60;

/** Close Account: what closing means, then (with a verified phone only, SPEC §5) an SMS code and a last confirmation. */
export default function CloseAccountPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const user = useUserInfo();
  const phone = usePhoneCheck();

  return (
    <div className="account-page">
      <Result status="warning" title={t('closeAccount.title')} description={t('closeAccount.irreversible')} />
      <List mode="card" header={t('closeAccount.consequencesTitle')}>
        <List.Item description={t('closeAccount.personalDataDetail')}>{t('closeAccount.personalData')}</List.Item>
        <List.Item description={t('closeAccount.recordsKeptDetail')}>{t('closeAccount.recordsKept')}</List.Item>
        <List.Item
          description={
            user.data
              ? t('closeAccount.lostDetailAmounts', {
                  balance: `${user.data.balance} ${user.data.currency_name}`,
                  points: user.data.points,
                })
              : t('closeAccount.lostDetail')
          }
        >
          {t('closeAccount.lost')}
        </List.Item>
      </List>
      {phone.isPending && <LoadingBlock className="account-loading" lines={2} />}
      {phone.isError &&
        (isPhoneNotVerified(phone.error) ? (
          <section className="account-notice" aria-label={t('closeAccount.phoneRequiredTitle')}>
            <h2>{t('closeAccount.phoneRequiredTitle')}</h2>
            <p>{phone.error.message}</p>
            <Button
              block
              color="primary"
              size="large"
              onClick={() => navigate(PATHS.bindMobile, { state: { from: PATHS.closeAccount } })}
            >
              {t('closeAccount.verifyPhone')}
            </Button>
          </section>
        ) : (
          <LoadFailed className="account-state-block" error={phone.error} onRetry={() => void phone.refetch()} />
        ))}
      {phone.isSuccess && <CloseWithCode phone={phone.data} />}
    </div>
  );
}

function CloseWithCode({ phone }: { phone: PhoneCheck }) {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const form = useZodForm(cancelAccountFormSchema, { code: '' });
  const sendCode = useSendCloseAccountCode();
  const close = useCancelAccount();
  const countdown = useCountdown(RESEND_SECONDS);
  const target = `+${phone.phone_code} ${phone.phone}`;
  const [refusal, setRefusal] = useState<ClosureRefusal | null>(null);

  const send = async () => {
    setRefusal(null);
    try {
      await sendCode.mutateAsync();
      countdown.start();
      Toast.show({ content: t('closeAccount.codeSent', { phone: target }) });
    } catch (error) {
      const refused = closureRefusalOf(error);
      if (refused) setRefusal(refused);
      else Toast.show({ content: (error as Error).message });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const confirmed = await Dialog.confirm({
      title: t('closeAccount.confirmTitle'),
      content: t('closeAccount.confirmText'),
      confirmText: <span className="account-danger-text">{t('closeAccount.confirmButton')}</span>,
      cancelText: t('closeAccount.keepAccount'),
    });
    if (!confirmed) return;
    setRefusal(null);
    try {
      await close.mutateAsync(values);
      Toast.show({ icon: 'success', content: t('closeAccount.closed') });
      navigate(PATHS.changeLanguage, { replace: true });
    } catch (error) {
      if (showServerErrors(form, error)) return;
      const refused = closureRefusalOf(error);
      if (refused) setRefusal(refused);
      else Toast.show({ content: (error as Error).message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('closeAccount.formLabel')}>
      {refusal && <ClosureRefusalNotice refusal={refusal} />}
      <FormLayout>
        <Form.Header>{t('closeAccount.codeIntro', { phone: target })}</Form.Header>
        <FormField control={form.control} name="code" label={t('closeAccount.code')} required>
          {(field) => (
            <div className="account-code-row">
              <Input
                id={field.id}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
              <Button
                color="primary"
                fill="outline"
                disabled={countdown.running}
                loading={sendCode.isPending}
                onClick={() => void send()}
              >
                {countdown.running
                  ? t('closeAccount.resendIn', { seconds: countdown.left })
                  : sendCode.isSuccess
                    ? t('closeAccount.resend')
                    : t('closeAccount.sendCode')}
              </Button>
            </div>
          )}
        </FormField>
      </FormLayout>
      <div className="page-actions">
        <Button block color="danger" size="large" type="submit" loading={close.isPending}>
          {t('closeAccount.submit')}
        </Button>
        <Button block size="large" onClick={() => navigate(PATHS.information)}>
          {t('closeAccount.keepAccount')}
        </Button>
      </div>
    </form>
  );
}
