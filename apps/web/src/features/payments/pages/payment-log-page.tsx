import { InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { TabPanel, TabStrip, useTabIds } from '../../../components/tab-strip';
import { formatDate, formatDateTime } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { usePointHistory } from '../api/get-payment-history';
import { PaymentRecords } from '../components/payment-records';
import '../payments.css';

/** Logs (SPEC §2 personal/log; the personal centre's "consumption and points"): points movements and payments. */
export default function PaymentLogPage() {
  const { t } = useTranslation('payments');
  const tabIds = useTabIds();
  const [tab, setTab] = useState<'points' | 'payments'>('points');
  return (
    <div className="payments-page">
      <TabStrip
        ids={tabIds}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'points', title: t('log.points') },
          { key: 'payments', title: t('log.payments') },
        ]}
      />
      <TabPanel ids={tabIds} tab={tab}>
        {tab === 'points' ? <PointsLog /> : <PaymentRecords label={t('log.payments')} />}
      </TabPanel>
    </div>
  );
}

const noData = () => <EmptyState title={translateMessage('payment.noTransactions')} />;

function PointsLog() {
  const { t } = useTranslation('payments');
  const points = usePointHistory();
  if (points.isPending) return <LoadingBlock lines={5} />;
  if (points.isError) return <LoadFailed error={points.error} onRetry={() => void points.refetch()} />;
  const rows = points.data.pages.flatMap((page) => page.list);
  const first = points.data.pages[0];
  return (
    <>
      <p className="payments-card" role="status">
        {t('log.held', { points: first?.points ?? 0 })}
      </p>
      {first?.expires_at && (
        <p
          className={first.expiring_soon ? 'payments-card payments-warning' : 'payments-card payments-muted'}
          role="note"
        >
          {t(first.expiring_soon ? 'log.expiringSoon' : 'log.expires', {
            points: first.points,
            date: formatDate(first.expires_at),
          })}
        </p>
      )}
      {rows.length === 0 && noData()}
      <ul className="payments-list" aria-label={t('log.points')}>
        {rows.map((row) => (
          <li key={row.id} className="payments-row">
            <div className="payments-row-main">
              <strong>{row.kind_name}</strong>
              <span className="payments-muted">
                {row.description ? `${row.description} · ` : ''}
                {formatDateTime(row.created_at)}
              </span>
            </div>
            <div className={`payments-amount ${row.points > 0 ? 'credit' : ''}`}>
              {row.points > 0 ? `+${row.points}` : row.points}
            </div>
          </li>
        ))}
      </ul>
      {rows.length > 0 && (
        <InfiniteScroll loadMore={async () => void (await points.fetchNextPage())} hasMore={points.hasNextPage}>
          {points.hasNextPage ? t('common:loading') : t('records.end')}
        </InfiniteScroll>
      )}
    </>
  );
}
