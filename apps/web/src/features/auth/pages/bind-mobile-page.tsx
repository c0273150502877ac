import { normalisePhone } from '@parcelway/domain';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormLayout, showServerErrors, useZodForm } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { useCountries } from '../../../lib/reference-data';
import { PATHS } from '../../../lib/routes-paths';
import { logout, useUserInfo } from '../../../lib/session';
import type { PhoneInput } from '../api/send-forget-password-phone';
import { bindMobileFormSchema, useSendBindPhoneCode } from '../api/send-message';
import { PhoneFields } from '../components/phone-fields';
import type { VerificationState } from '../components/phone-verification';
import { sentAtFromCooldown } from '../utils/codes';
import { DEFAULT_PHONE_CODE } from '../utils/phone-rules';

/** Bind Mobile: the new number gets an SMS code, checked on the Verification page. */
export default function BindMobilePage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const user = useUserInfo();
  const countries = useCountries();
  const schema = useMemo(() => bindMobileFormSchema(countries.data), [countries.data]);
  const form = useZodForm(schema, { phone_code: user.data?.phone_code || DEFAULT_PHONE_CODE, phone: '' });
  const send = useSendBindPhoneCode();

  const verify = (phone: PhoneInput, sentAt: number, sentTo?: string) => {
    const state: VerificationState = {
      phone_code: phone.phone_code,
      phone: normalisePhone(phone.phone),
      sent_at: sentAt,
      sent_to: sentTo,
      from,
    };
    navigate(PATHS.verification, { state });
  };

  /** The number is verified on another account (409, data.jump 'login'): offer to log in to that one. */
  const offerLogin = async (message: string) => {
    const confirmed = await Dialog.confirm({
      title: t('bindMobile.registeredTitle'),
      content: (
        <>
          <p>{message}</p>
          <p className="auth-note">{t('bindMobile.switchNote')}</p>
        </>
      ),
      confirmText: t('bindMobile.logInWithIt'),
      cancelText: t('common:cancel'),
    });
    if (!confirmed) return;
    await logout().catch(() => {});
    navigate(PATHS.emailLogin, { replace: true });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync(values);
      verify(values, Date.now(), answer.sent_to);
    } catch (error) {
      const sentAt = sentAtFromCooldown(error);
      if (sentAt) {
        Toast.show({ content: (error as Error).message });
        verify(values, sentAt);
        return;
      }
      const jump = (error instanceof ApiError && (error.data as { jump?: string } | undefined)?.jump) || undefined;
      if (error instanceof ApiError && error.status === 409 && jump === 'login') {
        await offerLogin(error.message);
        return;
      }
      if (!showServerErrors(form, error)) Toast.show({ content: (error as Error).message });
    }
  });

  const current = user.data?.phone ? `+${user.data.phone_code} ${user.data.phone}` : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <p className="page-section auth-intro">{t('bindMobile.intro')}</p>
      {current && (
        <p className="page-section auth-note">
          {user.data?.phone_verified
            ? t('bindMobile.currentVerified', { phone: current })
            : t('bindMobile.currentUnverified', { phone: current })}
        </p>
      )}
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
