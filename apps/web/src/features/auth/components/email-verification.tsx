import { Button, Result, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EMAIL_CHANGE, EMAIL_VERIFICATION, PATHS } from '../../../lib/routes-paths';
import { hasToken, useUserInfo } from '../../../lib/session';
import { useConfirmEmailByCode } from '../api/confirm-email';
import { useResendVerifyEmail } from '../api/resend-verify-email';
import { sentAtFromCooldown } from '../utils/codes';
import { ChangeEmailForm } from './change-email-form';
import { CodeForm } from './code-form';

/** Navigation state: where to go once confirmed (or "later"), and when the last code went out. */
export interface EmailVerificationState {
  from?: string;
  sent_at?: number;
}

/**
 * A code went out before this screen opened (at sign-up, from the banner, at a change) at a time it was not told: the
 * resend is offered at once, and the server answers with the seconds left when it is too soon.
 */
const SENT_EARLIER = 1;

/**
 * The account's e-mail address: the code from the confirmation mail, a new code, or (`change=1`) another address. The
 * account works meanwhile, so "Later" goes on to where the customer was going.
 */
export function EmailVerification() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state as EmailVerificationState | null) ?? {};
  const user = useUserInfo().data;
  const confirm = useConfirmEmailByCode();
  const resend = useResendVerifyEmail();
  const [sentAt, setSentAt] = useState(state.sent_at ?? SENT_EARLIER);
  const next = state.from ?? PATHS.home;

  if (!hasToken()) return <Navigate to={PATHS.emailLogin} replace state={{ from: EMAIL_VERIFICATION }} />;
  if (!user) return null;

  if (params.get('change') === '1') {
    return (
      <ChangeEmailForm
        user={user}
        onSent={() => {
          setSentAt(Date.now());
          navigate(EMAIL_VERIFICATION, { replace: true, state: { ...state, sent_at: Date.now() } });
        }}
      />
    );
  }

  const address = user.email_to_confirm;
  if (!address) {
    return (
      <section className="page-section">
        <Result
          status="success"
          title={t('emailConfirm.confirmedTitle')}
          description={t('emailConfirm.confirmed', { address: user.email })}
        />
        <div className="page-actions">
          <Button block color="primary" size="large" onClick={() => navigate(next, { replace: true })}>
            {t('emailConfirm.continue')}
          </Button>
          <Button block fill="none" onClick={() => navigate(EMAIL_CHANGE, { state })}>
            {t('emailConfirm.changeAddress')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <>
      <CodeForm
        intro={
          user.email_verified
            ? t('emailConfirm.sentToNew', { address, current: user.email })
            : t('emailConfirm.sentTo', { address })
        }
        sentAt={sentAt}
        resending={resend.isPending}
        onResend={async () => {
          try {
            await resend.mutateAsync();
            setSentAt(Date.now());
          } catch (error) {
            const cooledDownFrom = sentAtFromCooldown(error);
            if (cooledDownFrom) setSentAt(cooledDownFrom);
            throw error;
          }
        }}
        submitLabel={t('emailConfirm.submit')}
        submitting={confirm.isPending}
        onSubmit={async (code) => {
          await confirm.mutateAsync(code);
          Toast.show({ icon: 'success', content: t('emailConfirm.done') });
          navigate(next, { replace: true });
        }}
      />
      <p className="page-section auth-note">{t('emailConfirm.why')}</p>
      <div className="page-actions">
        <Button block fill="none" onClick={() => navigate(EMAIL_CHANGE, { state })}>
          {t('emailConfirm.wrongAddress')}
        </Button>
        <Button block fill="none" onClick={() => navigate(next, { replace: true })}>
          {t('emailConfirm.later')}
        </Button>
      </div>
    </>
  );
}
