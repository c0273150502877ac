import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';

/** A query's loading, failure and empty states around what it shows once it has data. */
export function QueryView<T>({
  query,
  isEmpty,
  emptyTitle,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  emptyTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending && query.fetchStatus !== 'idle') return <LoadingBlock className="content-state" />;
  if (query.isError)
    return <LoadFailed className="content-state" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined || isEmpty?.(query.data))
    return <EmptyState className="content-state" title={emptyTitle} />;
  return <>{children(query.data)}</>;
}
