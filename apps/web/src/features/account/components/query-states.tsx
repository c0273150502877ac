import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a screen shows while its data loads (the API client adds its own toast only after 800 ms). */
export function LoadingBlock({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="account-loading" role="status" aria-label={t('loading')}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

/** A failed load, with the server's message when there is one and a retry button. */
export function LoadFailed({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const message = error instanceof Error && error.message ? error.message : t('account:state.loadFailedHint');
  return (
    <ErrorBlock
      className="account-state-block"
      status="disconnected"
      title={t('account:state.loadFailed')}
      description={message}
    >
      <Button color="primary" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </ErrorBlock>
  );
}

export function EmptyBlock({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <ErrorBlock className="account-state-block" status="empty" title={title} description={description}>
      {children}
    </ErrorBlock>
  );
}
