import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EMAIL_CHANGE, EMAIL_VERIFICATION } from '../../../lib/routes-paths';
import { useUserInfo } from '../../../lib/session';
import { useResendVerifyEmail } from '../api/resend-verify-email';
import { sentAtFromCooldown } from '../utils/codes';
import { useResendCountdown } from './resend-button';
import './email-confirm-banner.css';

/**
 * While an address waits for its confirmation: says that nothing but the confirmation goes to it, and offers the code
 * screen, a new mail (once a minute) and a way to correct the address. Shows nothing once it is confirmed.
 */
export function EmailConfirmBanner() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUserInfo().data;
  const resend = useResendVerifyEmail();
  const [sentAt, setSentAt] = useState<number>();
  const left = useResendCountdown(sentAt);
  const address = user?.email_to_confirm;
  if (!user || !address) return null;

  const back = { from: location.pathname + location.search };
  const sendAgain = async () => {
    try {
      const sent = await resend.mutateAsync();
      setSentAt(Date.now());
      Toast.show({ icon: 'success', content: t('emailConfirm.codeSentTo', { address: sent.sent_to }) });
    } catch (error) {
      setSentAt(sentAtFromCooldown(error));
      Toast.show({ content: (error as Error).message });
    }
  };

  return (
    <section className="email-banner" aria-labelledby="email-banner-title">
      <h2 id="email-banner-title" className="email-banner-title">
        {t('emailConfirm.bannerTitle')}
      </h2>
      <p className="email-banner-text">
        {user.email_verified
          ? t('emailConfirm.bannerNew', { address, current: user.email })
          : t('emailConfirm.bannerText', { address })}
      </p>
      <div className="email-banner-actions">
        <Button size="small" color="primary" onClick={() => navigate(EMAIL_VERIFICATION, { state: back })}>
          {t('emailConfirm.enterCode')}
        </Button>
        <Button size="small" disabled={left > 0} loading={resend.isPending} onClick={() => void sendAgain()}>
          {left > 0 ? t('code.resendIn', { seconds: left }) : t('emailConfirm.resend')}
        </Button>
        <Button size="small" fill="none" onClick={() => navigate(EMAIL_CHANGE, { state: back })}>
          {t('emailConfirm.changeAddress')}
        </Button>
      </div>
    </section>
  );
}
