import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import type { CourierLine } from '../api/get-courier-list';

/** The lines of a chosen route through the shared loading, failure and empty states. */
export function LineRouteResults({
  routeChosen,
  lines,
  children,
}: {
  routeChosen: boolean;
  lines: UseQueryResult<CourierLine[]>;
  children: (lines: CourierLine[]) => ReactNode;
}) {
  const { t } = useTranslation('pricing');
  if (!routeChosen) return <EmptyState title={t('lines.chooseRoute')} />;
  if (lines.isPending) return <LoadingBlock className="pricing-card" lines={5} />;
  if (lines.isError)
    return <LoadFailed title={t('lines.loadFailed')} error={lines.error} onRetry={() => void lines.refetch()} />;
  if (lines.data.length === 0) return <EmptyState title={t('lines.none')} description={t('lines.noneText')} />;
  return <>{children(lines.data)}</>;
}
