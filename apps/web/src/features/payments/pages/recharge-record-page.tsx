import { InfiniteScroll, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PayResult } from '../../../components/pay-result';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { PATHS } from '../../../lib/routes-paths';
import { useTopUps } from '../api/get-top-ups';
import type { TopUpRecord } from '../api/types';
import '../payments.css';

const STATUS_COLOURS: Record<TopUpRecord['status'], 'success' | 'warning' | 'danger' | 'default'> = {
  credited: 'success',
  pending_review: 'warning',
  pending_payment: 'warning',
  failed: 'danger',
  rejected: 'danger',
};

/**
 * Top-up records (SPEC §2 personal/rechargeRecord). Coming back from a card checkout (`?top_up_id=`), the
 * payment's result is checked until it settles, above the list.
 */
export default function RechargeRecordPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const topUpId = Number(params.get('top_up_id')) || null;
  const topUps = useTopUps();
  const rows = topUps.data?.pages.flatMap((page) => page.list) ?? [];
  const focused = topUpId === null ? undefined : rows.find((row) => row.id === topUpId);

  return (
    <div className="payments-page">
      {topUpId !== null && focused && focused.method !== 'bank_transfer' && (
        <PayResult payment={{ top_up_id: topUpId }} onAgain={() => navigate(PATHS.topUp)} />
      )}
      {topUps.isPending && <LoadingBlock lines={5} />}
      {topUps.isError && <LoadFailed error={topUps.error} onRetry={() => void topUps.refetch()} />}
      {topUps.isSuccess && rows.length === 0 && <EmptyState title={translateMessage('payment.noTransactions')} />}
      <ul className="payments-list" aria-label={t('records.title')}>
        {rows.map((row) => (
          <li key={row.id} className="payments-row" aria-current={row.id === topUpId ? 'true' : undefined}>
            <div className="payments-row-main">
              <strong>{row.method_name}</strong>
              <span className="payments-muted">
                #{row.id} · {formatDateTime(row.created_at)}
              </span>
              {row.bonus_granted && (
                <div className="payments-muted">
                  {t('records.bonus', { bonus: formatMoney(row.bonus, row.currency) })}
                </div>
              )}
              {row.reason && <div className="payments-muted">{t('records.reason', { reason: row.reason })}</div>}
            </div>
            <div className="payments-amount">
              {formatMoney(row.amount, row.currency)}
              <div>
                <Tag color={STATUS_COLOURS[row.status]}>{row.status_name}</Tag>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {rows.length > 0 && (
        <InfiniteScroll loadMore={async () => void (await topUps.fetchNextPage())} hasMore={topUps.hasNextPage}>
          {topUps.hasNextPage ? t('common:loading') : t('records.end')}
        </InfiniteScroll>
      )}
    </div>
  );
}
