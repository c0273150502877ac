import { InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatDateTime, formatMoney, formatSignedMoney } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useBalanceTransactions, useTransactionDetail } from '../api/get-balance-transactions';
import '../payments.css';

/** Balance history (SPEC §2 personal/bill): every wallet movement; tapping one opens its detail (transactionDetail). */
export default function BalanceHistoryPage() {
  const { t } = useTranslation('payments');
  const entries = useBalanceTransactions();
  const [open, setOpen] = useState<number | null>(null);
  const rows = entries.data?.pages.flatMap((page) => page.list) ?? [];

  if (entries.isPending) return <LoadingBlock lines={6} />;
  if (entries.isError) return <LoadFailed error={entries.error} onRetry={() => void entries.refetch()} />;
  if (rows.length === 0) return <EmptyState title={translateMessage('payment.noTransactions')} />;

  return (
    <div className="payments-page">
      <ul className="payments-list" aria-label={t('bill.title')}>
        {rows.map((row) => (
          <li key={row.id} className="payments-row" style={{ flexDirection: 'column' }}>
            <button
              type="button"
              aria-expanded={open === row.id}
              onClick={() => setOpen(open === row.id ? null : row.id)}
            >
              <span className="payments-row-main">
                <strong>{row.kind_name}</strong>
                <span className="payments-muted">
                  {row.description ? `${row.description} · ` : ''}
                  {formatDateTime(row.created_at)}
                </span>
              </span>
              <span className="payments-amount">
                <span className={row.amount.startsWith('-') ? '' : 'credit'}>
                  {formatSignedMoney(row.amount, row.currency)}
                </span>
                <span className="payments-muted" style={{ display: 'block' }}>
                  {t('bill.balanceAfter', { balance: formatMoney(row.balance_after, row.currency) })}
                </span>
              </span>
            </button>
            {open === row.id && <EntryDetail id={row.id} />}
          </li>
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await entries.fetchNextPage())} hasMore={entries.hasNextPage}>
        {entries.hasNextPage ? t('common:loading') : t('records.end')}
      </InfiniteScroll>
    </div>
  );
}

function EntryDetail({ id }: { id: number }) {
  const { t } = useTranslation('payments');
  const detail = useTransactionDetail(id);
  if (detail.isPending) return <LoadingBlock lines={2} />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const { payment, top_up: topUp, note } = detail.data;
  return (
    <dl className="payments-details" aria-label={t('bill.detail')}>
      <dt>{t('bill.number')}</dt>
      <dd>#{detail.data.id}</dd>
      {payment && (
        <>
          <dt>{t('bill.method')}</dt>
          <dd>{payment.method_name}</dd>
          <dt>{t('bill.status')}</dt>
          <dd>{payment.status_name}</dd>
        </>
      )}
      {topUp && (
        <>
          <dt>{t('bill.topUp')}</dt>
          <dd>
            #{topUp.id} · {formatMoney(topUp.amount, topUp.currency)}
          </dd>
        </>
      )}
      {note && (
        <>
          <dt>{t('bill.note')}</dt>
          <dd>{note}</dd>
        </>
      )}
    </dl>
  );
}
