import { Button, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBlock } from './status-block';

/**
 * Loading, failure and empty states shared by the feature screens. Each feature passes its own
 * `className` so the blocks keep that feature's spacing.
 */

/** What a screen shows while its data loads (the API client adds its own toast only after 800 ms). */
export function LoadingBlock({ lines = 4, className }: { lines?: number; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="status" aria-label={t('loading')}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

/** A failed load, with the server's message (or a default hint) and a retry button. */
export function LoadFailed({
  title,
  error,
  onRetry,
  className,
}: {
  title?: string;
  error?: unknown;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const message = error instanceof Error && error.message ? error.message : t('state.loadFailedHint');
  return (
    <StatusBlock
      className={className}
      status="disconnected"
      title={title ?? t('state.loadFailed')}
      description={message}
    >
      <Button color="primary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </StatusBlock>
  );
}

/** Nothing to show yet, with an optional action underneath. */
export function EmptyState({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <StatusBlock className={className} status="empty" title={title} description={description}>
      {children}
    </StatusBlock>
  );
}
