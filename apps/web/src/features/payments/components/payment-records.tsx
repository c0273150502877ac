import { InfiniteScroll, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { type PaymentTarget, usePaymentHistory } from '../api/get-payment-history';
import '../payments.css';

/**
 * Payment records, newest first, a page at a time: every payment (personal/log) or one waybill's
 * (waybill/payLog), each with its method, amount, status and, when it failed, why.
 */
export function PaymentRecords({ target, label }: { target?: PaymentTarget; label: string }) {
  const { t } = useTranslation('payments');
  const payments = usePaymentHistory(target);
  if (payments.isPending) return <LoadingBlock lines={5} />;
  if (payments.isError) return <LoadFailed error={payments.error} onRetry={() => void payments.refetch()} />;
  const rows = payments.data.pages.flatMap((page) => page.list);
  if (rows.length === 0) return <EmptyState title={translateMessage('payment.noTransactions')} />;
  return (
    <>
      <ul className="payments-list" aria-label={label}>
        {rows.map((row) => (
          <li key={row.id} className="payments-row">
            <div className="payments-row-main">
              <strong>{row.description}</strong>
              <span className="payments-muted">
                {row.method_name} · {formatDateTime(row.created_at)}
              </span>
              {row.failure_reason && (
                <div className="payments-muted">{t('records.reason', { reason: row.failure_reason })}</div>
              )}
            </div>
            <div className="payments-amount">
              {formatMoney(row.amount, row.currency)}
              <div>
                <Tag color={row.status === 'succeeded' ? 'success' : row.status === 'failed' ? 'danger' : 'warning'}>
                  {row.status_name}
                </Tag>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await payments.fetchNextPage())} hasMore={payments.hasNextPage}>
        {payments.hasNextPage ? t('common:loading') : t('records.end')}
      </InfiniteScroll>
    </>
  );
}
