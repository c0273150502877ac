import type { MembershipPlan, MembershipPurchase } from '@parcelway/domain';
import { Button, Checkbox, Dialog, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useMemberCard } from '../api/get-member-card';
import { useMemberList } from '../api/get-member-list';
import { usePurchaseRecord } from '../api/get-purchase-record';
import { usePurchaseMember } from '../api/purchase-member';
import { useUnsubscribeMember } from '../api/unsubscribe-member';
import '../membership.css';

function newKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/**
 * The member centre (SPEC §2 personal/member): the customer's card, the plans as cards with what each would have
 * saved on the last shipments, buying one from the balance once the rules are ticked, the purchase history and
 * unsubscribe (renewal stops; the paid period stays).
 */
export default function MemberPage() {
  const { t } = useTranslation('membership');
  const plans = useMemberList();
  const [agreed, setAgreed] = useState(false);
  return (
    <div className="membership-page">
      <CurrentCard />
      <h2 className="membership-title">{t('plans.title')}</h2>
      {plans.isPending && <LoadingBlock lines={3} />}
      {plans.isError && <LoadFailed error={plans.error} onRetry={() => void plans.refetch()} />}
      {plans.isSuccess && plans.data.length === 0 && <EmptyState title={t('plans.empty')} />}
      {plans.isSuccess && plans.data.map((plan) => <PlanCard key={plan.id} plan={plan} agreed={agreed} />)}
      <Checkbox checked={agreed} onChange={setAgreed} className="membership-rules">
        {t('rules.agree')}
      </Checkbox>
      <p className="membership-muted">{t('rules.text')}</p>
      <History />
    </div>
  );
}

function CurrentCard() {
  const { t } = useTranslation('membership');
  const card = useMemberCard();
  const unsubscribe = useUnsubscribeMember();
  if (!card.isSuccess) return null;
  const { current, next } = card.data;
  const stop = async () => {
    const confirmed = await Dialog.confirm({ content: t('card.unsubscribeConfirm') });
    if (confirmed) await unsubscribe.mutateAsync();
  };
  return (
    <section className="membership-card membership-current" aria-label={t('card.title')}>
      <h2>{current ? t('card.member', { plan: current.plan_name }) : t('card.ordinary')}</h2>
      {current && (
        <>
          <p>{t('card.until', { date: formatDate(current.ends_at) })}</p>
          <p>
            {t('card.discounts', {
              freight: current.freight_discount_percent,
              extra: current.extra_discount_percent,
            })}
          </p>
          {current.auto_renew ? (
            <Button size="small" onClick={() => void stop()} loading={unsubscribe.isPending}>
              {t('card.unsubscribe')}
            </Button>
          ) : (
            <p className="membership-muted">{t('card.unsubscribed')}</p>
          )}
        </>
      )}
      {next && <p className="membership-muted">{t('card.next', { plan: next.plan_name, state: next.state_name })}</p>}
    </section>
  );
}

function PlanCard({ plan, agreed }: { plan: MembershipPlan; agreed: boolean }) {
  const { t } = useTranslation('membership');
  const purchase = usePurchaseMember();
  const key = useRef<string>(newKey());
  const buy = async () => {
    try {
      const answer = await purchase.mutateAsync({
        input: { plan_id: plan.id, method: 'balance', agree: agreed },
        key: key.current,
      });
      key.current = newKey();
      Toast.show({ icon: 'success', content: t('buy.done', { state: answer.purchase.state_name }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      Toast.show({ content: error.message });
    }
  };
  return (
    <article className="membership-card" aria-label={plan.name}>
      <div className="membership-head">
        <h3>{plan.name}</h3>
        <strong>
          {formatMoney(plan.price, plan.currency)} / {plan.period_name}
        </strong>
      </div>
      <p>
        {t('card.discounts', { freight: plan.freight_discount_percent, extra: plan.extra_discount_percent })}
        {plan.priority && ` · ${t('plans.priority')}`}
      </p>
      {plan.savings.shipments > 0 && (
        <p className="membership-muted">
          {t('plans.savings', {
            count: plan.savings.shipments,
            amount: formatMoney(plan.savings.amount, plan.currency),
          })}
        </p>
      )}
      <Button color="primary" size="small" loading={purchase.isPending} onClick={() => void buy()}>
        {t('buy.withBalance')}
      </Button>
    </article>
  );
}

function History() {
  const { t } = useTranslation('membership');
  const history = usePurchaseRecord();
  if (!history.isSuccess || history.data.length === 0) return null;
  return (
    <section aria-label={t('history.title')}>
      <h2 className="membership-title">{t('history.title')}</h2>
      <ul className="membership-list">
        {history.data.map((row: MembershipPurchase) => (
          <li key={row.id}>
            <strong>{row.plan_name}</strong> · {formatMoney(row.amount, row.currency)} · {row.method_name} ·{' '}
            {row.state_name}
            {row.starts_at && row.ends_at && ` · ${formatDate(row.starts_at)} – ${formatDate(row.ends_at)}`}
            {row.reason && <div className="membership-muted">{row.reason}</div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
