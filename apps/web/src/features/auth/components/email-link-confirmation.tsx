import { Button, Result } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingBlock } from '../../../components/query-states';
import { EMAIL_VERIFICATION, PATHS } from '../../../lib/routes-paths';
import { hasToken } from '../../../lib/session';
import { useConfirmEmailByLink } from '../api/confirm-email';

/**
 * The confirmation mail's link, opened on the device that received it: confirms the address once, says so (or why
 * not, in the server's words), and goes on into the app, or to log in on a device without a session.
 */
export function EmailLinkConfirmation({ linkKey }: { linkKey: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const confirm = useConfirmEmailByLink();
  const { mutate } = confirm;
  // Once per key: a re-render (or React's double effect in development) must not post the link twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === linkKey) return;
    sentFor.current = linkKey;
    mutate(linkKey);
  }, [linkKey, mutate]);

  if (!confirm.isError && !confirm.isSuccess) return <LoadingBlock lines={4} />;
  const signedIn = hasToken();
  return (
    <section className="page-section" aria-live="polite">
      {confirm.isSuccess ? (
        <Result
          status="success"
          title={t('emailConfirm.linkDoneTitle')}
          description={t('emailConfirm.linkDone', { address: confirm.data.email })}
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
        <Button
          block
          size="large"
          color={confirm.isSuccess ? 'primary' : 'default'}
          onClick={() => navigate(signedIn ? PATHS.home : PATHS.emailLogin, { replace: true })}
        >
          {signedIn ? t('emailConfirm.continue') : t('emailConfirm.logIn')}
        </Button>
      </div>
    </section>
  );
}
