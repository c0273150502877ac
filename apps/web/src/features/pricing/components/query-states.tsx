import { Button, DotLoading, ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Loading, failure and empty states of the pricing screens. The account feature has the same three;
 * features may not import each other, so these belong in src/components once that can be changed.
 */
export function LoadingBlock({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="pricing-card" role="status" aria-label={t('loading')}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

export function LoadFailed({ title, error, onRetry }: { title: string; error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const message = error instanceof Error && error.message ? error.message : undefined;
  return (
    <ErrorBlock status="disconnected" title={title} description={message}>
      <Button color="primary" onClick={onRetry}>
        {t('retry')}
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
    <ErrorBlock status="empty" title={title} description={description}>
      {children}
    </ErrorBlock>
  );
}

/** A reference list inside a field: dots while it loads, a retry button when it failed. */
export function ListState({ query }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation(['pricing', 'common']);
  if (query.isPending) return <DotLoading color="primary" />;
  if (!query.isError) return null;
  return (
    <div className="pricing-muted">
      {t('form.listFailed')}{' '}
      <Button size="small" onClick={() => void query.refetch()}>
        {t('common:retry')}
      </Button>
    </div>
  );
}
