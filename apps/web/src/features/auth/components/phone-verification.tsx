import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import { useSendBindPhoneCode } from '../api/send-message';
import { useUpdatePhone } from '../api/update-phone';
import { sentAtFromCooldown } from '../utils/codes';
import { CodeForm } from './code-form';

/** Navigation state from Bind Mobile: the number the code went to, when, and where to return. */
export interface VerificationState {
  phone_code: string;
  phone: string;
  sent_at: number;
  sent_to?: string;
  from?: string;
}

/** The SMS code for the mobile chosen on Bind Mobile; the number is then bound and verified. */
export function PhoneVerification() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as VerificationState | null;
  const resend = useSendBindPhoneCode();
  const update = useUpdatePhone();

  if (!state?.phone || !state.phone_code) return <Navigate to={PATHS.bindMobile} replace />;
  const phone = { phone_code: state.phone_code, phone: state.phone };

  /** The countdown lives in the history entry, so a reload keeps it. */
  const keepSentAt = (sentAt: number, sentTo = state.sent_to) =>
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { ...state, sent_at: sentAt, sent_to: sentTo } },
    );

  return (
    <CodeForm
      intro={t('code.sentTo', { target: state.sent_to ?? `+${state.phone_code} ${state.phone}` })}
      sentAt={state.sent_at}
      resending={resend.isPending}
      onResend={async () => {
        try {
          const answer = await resend.mutateAsync(phone);
          keepSentAt(Date.now(), answer.sent_to);
        } catch (error) {
          const sentAt = sentAtFromCooldown(error);
          if (sentAt) keepSentAt(sentAt);
          throw error;
        }
      }}
      submitLabel={t('verification.submit')}
      submitting={update.isPending}
      onSubmit={async (code) => {
        await update.mutateAsync({ ...phone, code });
        Toast.show({ icon: 'success', content: t('verification.done') });
        navigate(state.from ?? PATHS.information, { replace: true });
      }}
    />
  );
}
