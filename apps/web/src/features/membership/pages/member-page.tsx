import type { MembershipPlan, MembershipPurchase } from '@parcelway/domain';
import { Button, Dialog, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PayResult } from '../../../components/pay-result';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatDate, formatMoney } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useMemberCard } from '../api/get-member-card';
import { useMemberList } from '../api/get-member-list';
import { usePurchaseRecord } from '../api/get-purchase-record';
import { useUnsubscribeMember } from '../api/unsubscribe-member';
import { PurchaseForm } from '../components/purchase-form';
import '../membership.css';

const STATE_COLOURS: Record<MembershipPurchase['state'], 'success' | 'warning' | 'danger' | 'default'> = {
  active: 'success',
  scheduled: 'success',
  in_review: 'warning',
  pending_payment: 'warning',
  review_failed: 'danger',
  failed: 'danger',
  expired: 'default',
};

/**
 * The member centre (SPEC §2 personal/member): the customer's card, the plans as cards with what each would have
 * saved on the last shipments, buying one with any method the pay page offers (the rules ticked first), the
 * purchase history with each purchase's review state and reason, and unsubscribe (renewal stops; the paid period
 * stays). Back from a card or wallet checkout (`?purchase_id=`) the payment is followed until it settles.
 */
export default function MemberPage() {
  const { t } = useTranslation('membership');
  const plans = useMemberList();
  const [params, setParams] = useSearchParams();
  const purchaseId = Number(params.get('purchase_id')) || null;
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <div className="membership-page">
      {purchaseId !== null && (
        <PayResult payment={{ membership_id: purchaseId }} onAgain={() => setParams({}, { replace: true })} />
      )}
      <CurrentCard />
      <h2 className="membership-title">{t('plans.title')}</h2>
      {plans.isPending && <LoadingBlock lines={3} />}
      {plans.isError && <LoadFailed error={plans.error} onRetry={() => void plans.refetch()} />}
      {plans.isSuccess && plans.data.length === 0 && (
        <EmptyState title={t('plans.empty')} description={t('plans.emptyHint')}>
          <Link to={PATHS.helpCenter}>
            <Button color="primary" fill="outline">
              {t('plans.seeNotices')}
            </Button>
          </Link>
        </EmptyState>
      )}
      {plans.isSuccess &&
        plans.data.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            chosen={chosen === plan.id}
            onChoose={() => setChosen(plan.id)}
            onDone={() => setChosen(null)}
          />
        ))}
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

function PlanCard({
  plan,
  chosen,
  onChoose,
  onDone,
}: {
  plan: MembershipPlan;
  chosen: boolean;
  onChoose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('membership');
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
      {chosen ? (
        <PurchaseForm plan={plan} onDone={onDone} />
      ) : (
        <Button color="primary" size="small" onClick={onChoose}>
          {t('buy.choose')}
        </Button>
      )}
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
            <div className="membership-head">
              <strong>{row.plan_name}</strong>
              <Tag color={STATE_COLOURS[row.state]}>{row.state_name}</Tag>
            </div>
            {formatMoney(row.amount, row.currency)} · {row.method_name}
            {row.starts_at && row.ends_at && ` · ${formatDate(row.starts_at)} – ${formatDate(row.ends_at)}`}
            {row.state === 'in_review' && <div className="membership-muted">{t('history.inReview')}</div>}
            {row.reason && <div className="membership-muted">{t('history.reason', { reason: row.reason })}</div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
