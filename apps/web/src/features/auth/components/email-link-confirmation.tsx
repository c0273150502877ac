import { isLanguage } from '@parcelway/domain/i18n';
import { Button, Result } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingBlock } from '../../../components/query-states';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { EMAIL_VERIFICATION, PATHS } from '../../../lib/routes-paths';
import { hasToken } from '../../../lib/session';
import { useConfirmEmailByLink } from '../api/confirm-email';

/**
 * The confirmation mail's link, opened on the device that received it: confirms the address once, says so (or why
 * not, in the server's words), and goes on into the app, or to log in on a device without a session. Without a
 * session the page speaks the mail's language (`language`), not the default a device new to the app starts in.
 */
export function EmailLinkConfirmation({ linkKey, language }: { linkKey: string; language: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const confirm = useConfirmEmailByLink();
  const { mutate } = confirm;
  // Once per key: a re-render (or React's double effect in development) must not post the link twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === linkKey) return;
    sentFor.current = linkKey;
    const switchLanguage =
      !hasToken() && isLanguage(language) && language !== currentLanguage()
        ? changeLanguage(language).catch(() => {})
        : Promise.resolve();
    void switchLanguage.then(() => mutate(linkKey));
  }, [linkKey, language, mutate]);

  if (!confirm.isError && !confirm.isSuccess) return <LoadingBlock lines={4} />;
  const signedIn = hasToken();
  return (
    <section className="page-section" aria-live="polite">
      {confirm.isSuccess ? (
        <Result
          status="success"
          title={t('emailConfirm.linkDoneTitle')}
          description={t(
            confirm.data.next === 'set_password' ? 'emailConfirm.linkDoneSetPassword' : 'emailConfirm.linkDone',
            {
              address: confirm.data.email,
            },
          )}
        />
      ) : (
        <Result status="warning" title={t('emailConfirm.linkFailedTitle')} description={confirm.error.message} />
      )}
      <div className="page-actions">
        {confirm.isError && signedIn && (
          <Button block color="primary" size="large" onClick={() => navigate(EMAIL_VERIFICATION, { replace: true })}>
            {t('emailConfirm.typeCodeInstead')}
          </Button>
        )}
        {confirm.isSuccess && confirm.data.next === 'set_password' ? (
          <Button block color="primary" size="large" onClick={() => navigate(PATHS.forgot, { replace: true })}>
            {t('emailConfirm.setPassword')}
          </Button>
        ) : (
          <Button
            block
            size="large"
            color={confirm.isSuccess ? 'primary' : 'default'}
            onClick={() => navigate(signedIn ? PATHS.home : PATHS.emailLogin, { replace: true })}
          >
            {signedIn ? t('emailConfirm.continue') : t('emailConfirm.logIn')}
          </Button>
        )}
      </div>
    </section>
  );
}
