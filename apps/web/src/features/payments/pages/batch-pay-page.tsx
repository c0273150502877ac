import { useQueries } from '@tanstack/react-query';
import { Button, Selector, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { PATHS } from '../../../lib/routes-paths';
import { readJson, remove, STORAGE_KEYS } from '../../../lib/storage';
import { useBatchBalancePay } from '../api/batch-balance-pay';
import { payViewQueryOptions, usePayView } from '../api/get-pay-view';
import type { BatchPayRequest, PayView } from '../api/types';
import { sumAmounts } from '../utils/amounts';
import '../payments.css';

/** The waybills chosen in the list to pay together (SPEC §3 `batch`). */
function batchIds(): number[] {
  const stored = readJson<unknown>(STORAGE_KEYS.batch);
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.filter((id): id is number => Number.isSafeInteger(id) && id > 0))];
}

/**
 * Pay several waybills together (SPEC §2 waybill/batchPay): each with its total in the chosen currency, the sum
 * and the balance; SPEC §5 allows only the balance here.
 */
export default function BatchPayPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [ids] = useState(batchIds);
  const [first] = ids;
  if (first === undefined) {
    return (
      <EmptyState title={t('batch.empty')}>
        <Button color="primary" onClick={() => navigate(PATHS.waybillList)}>
          {t('batch.toList')}
        </Button>
      </EmptyState>
    );
  }
  return <BatchPay ids={ids} first={first} />;
}

function BatchPay({ ids, first }: { ids: number[]; first: number }) {
  const { t } = useTranslation(['payments', 'common']);
  const navigate = useNavigate();
  const [chosenCurrency, setChosenCurrency] = useState<string>();
  // The first waybill's view says the default currency (its warehouse's) and the currencies to choose from.
  const defaults = usePayView({ waybillId: first, usePoints: false });
  const currency = chosenCurrency ?? defaults.data?.currency;
  const views = useQueries({
    queries: ids.map((waybillId) => ({
      ...payViewQueryOptions({ waybillId, currency, usePoints: false }),
      enabled: currency !== undefined,
    })),
  });
  const batchPay = useBatchBalancePay();
  const idempotency = useIdempotencyKey();

  if (defaults.isPending) return <LoadingBlock lines={6} />;
  if (defaults.isError) return <LoadFailed error={defaults.error} onRetry={() => void defaults.refetch()} />;
  const failed = views.find((view) => view.isError);
  if (failed) return <LoadFailed error={failed.error} onRetry={() => void failed.refetch()} />;
  const loaded = views.flatMap((view) => (view.data && view.data.currency === currency ? [view.data] : []));
  if (!currency || loaded.length < ids.length) return <LoadingBlock lines={6} />;

  const payable = loaded.filter((view) => view.payable_now);
  const sum =
    payable.length > 0
      ? sumAmounts(
          currency,
          payable.map((view) => view.total),
        )
      : null;
  const balance = loaded[0]?.balance ?? '0';
  const covers = sum !== null && Number(balance) >= Number(sum);

  const pay = async () => {
    if (sum === null) return;
    const request: BatchPayRequest = {
      shipmentIds: payable.map((view) => view.shipment.id),
      currency,
      amount: sum,
      method: 'balance',
    };
    try {
      const answer = await batchPay.mutateAsync({ request, key: idempotency.keyFor(request) });
      remove(STORAGE_KEYS.batch);
      Toast.show({ icon: 'success', content: answer.msg });
      navigate(PATHS.waybillList, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      Toast.show({ icon: 'fail', content: error.message });
      for (const view of views) void view.refetch();
    }
  };

  return (
    <div className="payments-page">
      <section className="payments-card" aria-label={t('pay.currency')}>
        <h2>{t('pay.currency')}</h2>
        <Selector
          aria-label={t('pay.currency')}
          columns={5}
          options={(defaults.data.currencies ?? []).map((code) => ({ label: code, value: code }))}
          value={[currency]}
          onChange={(next) => next[0] && setChosenCurrency(next[0])}
        />
      </section>
      <ul className="payments-list" aria-label={t('batch.waybills')}>
        {loaded.map((view) => (
          <BatchRow key={view.shipment.id} view={view} />
        ))}
      </ul>
      <section className="payments-card" aria-label={t('pay.summary')}>
        <dl className="payments-details">
          <dt>{t('batch.sum')}</dt>
          <dd>{sum === null ? '—' : formatMoney(sum, currency)}</dd>
          <dt>{t('pay.balance')}</dt>
          <dd>{formatMoney(balance, currency)}</dd>
          <dt>{t('pay.method')}</dt>
          <dd>{translateMessage('paymentMethod.balance')}</dd>
        </dl>
        <p className="payments-muted" role="note">
          {translateMessage('payment.batchBalanceOnly')}
        </p>
        {sum !== null && !covers && (
          <Button size="small" fill="outline" color="primary" onClick={() => navigate(PATHS.topUp)}>
            {t('balance.topUp')}
          </Button>
        )}
      </section>
      <div className="page-bottom-bar is-page">
        <span className="payments-payable" role="status" aria-label={t('pay.payable')}>
          {t('pay.payable')} <strong>{sum === null ? '—' : formatMoney(sum, currency)}</strong>
        </span>
        <Button color="primary" disabled={sum === null} loading={batchPay.isPending} onClick={() => void pay()}>
          {t('batch.submit', { count: payable.length })}
        </Button>
      </div>
    </div>
  );
}

function BatchRow({ view }: { view: PayView }) {
  const { t } = useTranslation('payments');
  return (
    <li className="payments-row">
      <div className="payments-row-main">
        <strong>{view.shipment.shipment_id}</strong>
        {!view.payable_now && <span className="payments-muted">{t('batch.notPayable')}</span>}
      </div>
      <div className="payments-amount">
        {formatMoney(view.total, view.currency)}
        <div>
          <Tag color={view.payable_now ? 'warning' : 'default'}>{view.shipment.status_name}</Tag>
        </div>
      </div>
    </li>
  );
}
