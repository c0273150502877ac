import { Button, List, Selector, Switch, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { CopyButton } from '../../../components/copy-button';
import { FeeBreakdown } from '../../../components/fee-breakdown';
import { ChoiceField, FormLayout, TextField, useZodForm } from '../../../components/form';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { PATHS } from '../../../lib/routes-paths';
import { useBalancePay } from '../api/balance-pay';
import { usePayView } from '../api/get-pay-view';
import { useProviderPay } from '../api/pay-with-provider';
import type { PayView, WaybillPayRequest } from '../api/types';
import { balanceSplit } from '../utils/amounts';
import { moneyText } from '../utils/format';
import { useIdempotencyKey } from '../utils/idempotency';
import {
  afterProviderPay,
  type PayChoices,
  paymentStatusPath,
  payQuery,
  readPayChoices,
  withPayChoices,
} from '../utils/pay-choices';
import { payActionFor } from '../utils/pay-methods';
import '../payments.css';

/** SPEC §2 Payment: after a successful balance-only payment the customer goes to the status page this much later. */
const BALANCE_PAID_REDIRECT_MS = 1000;

interface PayFormValues {
  method: string | undefined;
  shopper_name: string;
}

/** A method must be chosen ('Please select payment option'); DuitNow needs the shopper's name (SPEC §5). */
function payFormSchema(shopperNameMethods: ReadonlySet<string>) {
  return z
    .object({
      method: z.string({ error: 'payment.selectOption' }).min(1, { error: 'payment.selectOption' }),
      shopper_name: z.string().trim().max(100),
    })
    .superRefine((values, issues) => {
      if (shopperNameMethods.has(values.method) && !values.shopper_name)
        issues.addIssue({ code: 'custom', path: ['shopper_name'], message: 'payment.shopperNameRequired' });
    }) as unknown as z.ZodType<{ method: string; shopper_name: string }, PayFormValues>;
}

/**
 * Pay a waybill (SPEC §2 waybill/pay?waybillId=): the fees, the pay currency, points, a coupon, the balance (alone
 * or with another method), the methods of the currency and what is left to pay. The choices live in the URL, so
 * the coupon, bank-transfer and card screens pay exactly what this page showed.
 */
export default function WaybillPayPage() {
  const { t } = useTranslation('payments');
  const [params, setParams] = useSearchParams();
  const choices = readPayChoices(params);
  if (!choices) return <EmptyState title={t('pay.missing')} />;
  return <PayScreen choices={choices} onChoose={(next) => setParams(payQuery(next), { replace: true })} />;
}

function PayScreen({ choices, onChoose }: { choices: PayChoices; onChoose: (next: PayChoices) => void }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const view = usePayView(choices);
  const [wechatLink, setWechatLink] = useState<string | null>(null);

  if (view.isPending) return <LoadingBlock lines={8} />;
  if (!view.data) return <LoadFailed error={view.error} onRetry={() => void view.refetch()} />;
  const data = view.data;

  if (!data.payable_now) {
    return (
      <div className="payments-page">
        <ShipmentFees view={data} />
        <EmptyState title={translateMessage('payment.waybillNotPayable', { status: data.shipment.status_name })}>
          <Button color="primary" onClick={() => navigate(paymentStatusPath(choices.waybillId))}>
            {t('status.title')}
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (wechatLink) {
    return <WechatLink link={wechatLink} waybillId={choices.waybillId} onBack={() => setWechatLink(null)} />;
  }
  return (
    <PayForm
      view={data}
      choices={choices}
      onChoose={onChoose}
      onWechatLink={setWechatLink}
      onRefresh={() => void view.refetch()}
    />
  );
}

function ShipmentFees({ view }: { view: PayView }) {
  const { t } = useTranslation('payments');
  return (
    <section className="payments-card" aria-label={t('pay.shipment')}>
      <h2>{t('pay.shipmentNumber', { number: view.shipment.shipment_id })}</h2>
      <FeeBreakdown fees={view.shipment.fees} />
    </section>
  );
}

function PayForm({
  view,
  choices,
  onChoose,
  onWechatLink,
  onRefresh,
}: {
  view: PayView;
  choices: PayChoices;
  onChoose: (next: PayChoices) => void;
  onWechatLink: (link: string) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation(['payments', 'common']);
  const navigate = useNavigate();
  const balancePay = useBalancePay();
  const providerPay = useProviderPay();
  const idempotency = useIdempotencyKey();
  const shopperNameMethods = new Set<string>(
    view.methods.filter((method) => method.shopper_name_required).map((method) => method.code),
  );
  const form = useZodForm(payFormSchema(shopperNameMethods), { method: undefined, shopper_name: '' });
  const chosen = view.methods.find((method) => method.code === form.watch('method'));
  const balanceHeld = Number(view.balance) > 0;
  // Combining is for a balance that pays part: one that covers everything pays alone.
  const canCombine = balanceHeld && !view.balance_covers;
  const combinePay = canCombine && choices.combinePay;
  const busy = balancePay.isPending || providerPay.isPending;
  const split = combinePay ? balanceSplit(view.payable, view.balance, view.currency, true) : null;
  // The choices as shown: the currency the server answered in (the warehouse's when none was chosen).
  const current = { ...choices, currency: view.currency };

  const request: WaybillPayRequest = {
    shipmentId: choices.waybillId,
    amount: view.payable,
    currency: view.currency,
    combinePay,
    usePoints: view.use_points,
    couponId: view.coupon?.id,
  };

  const failed = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    Toast.show({ icon: 'fail', content: error.message });
    // The amount may have changed (409) or the balance moved: show what holds now.
    onRefresh();
  };

  const pay = form.handleSubmit(
    async (values) => {
      const action = payActionFor(values.method);
      if (!action) return;
      if (action.kind === 'screen') {
        navigate(withPayChoices(action.path, { ...current, combinePay }));
        return;
      }
      try {
        if (action.kind === 'balance') {
          const balanceOnly = { ...request, combinePay: false };
          const answer = await balancePay.mutateAsync({ request: balanceOnly, key: idempotency.keyFor(balanceOnly) });
          Toast.show({ icon: 'success', content: answer.msg });
          window.setTimeout(
            () => navigate(paymentStatusPath(choices.waybillId, answer.data.attempt_id), { replace: true }),
            BALANCE_PAID_REDIRECT_MS,
          );
          return;
        }
        const providerRequest = {
          ...request,
          method: values.method,
          shopperName: shopperNameMethods.has(values.method) ? values.shopper_name : undefined,
        };
        const answer = await providerPay.mutateAsync({
          endpoint: action.endpoint,
          request: providerRequest,
          key: idempotency.keyFor(providerRequest),
        });
        const next = afterProviderPay(answer, choices.waybillId);
        if ('path' in next) navigate(next.path, { replace: true });
        else if (action.kind === 'wechatLink') onWechatLink(next.providerPage);
        else {
          Toast.show({ icon: 'loading', content: t('pay.redirecting'), duration: 0 });
          window.location.assign(next.providerPage);
        }
      } catch (error) {
        failed(error);
      }
    },
    (errors) => {
      if (errors.method) Toast.show({ content: translateMessage('payment.selectOption') });
    },
  );

  return (
    <form className="payments-page" onSubmit={pay} noValidate aria-label={t('pay.title')}>
      <ShipmentFees view={view} />

      <section className="payments-card" aria-label={t('pay.currency')}>
        <h2>{t('pay.currency')}</h2>
        <Selector
          aria-label={t('pay.currency')}
          columns={5}
          options={view.currencies.map((code) => ({ label: code, value: code }))}
          value={[view.currency]}
          onChange={(next) => {
            if (!next[0] || next[0] === view.currency) return;
            // A coupon is for one currency, and each currency has its own methods: switching leaves both behind.
            onChoose({ ...current, currency: next[0], couponId: undefined });
            form.resetField('method');
          }}
        />
      </section>

      <List mode="card">
        <List.Item
          description={t('pay.pointsHint', {
            points: view.points.points,
            offset: moneyText(view.points.offset, view.currency),
            cap: moneyText(view.points.cap, view.currency),
          })}
          extra={
            <Switch
              aria-label={t('pay.usePoints')}
              checked={view.use_points}
              disabled={view.points.points === 0}
              onChange={(usePoints) => onChoose({ ...current, usePoints })}
            />
          }
        >
          {t('pay.usePoints')}
        </List.Item>
        <List.Item
          onClick={() => navigate(withPayChoices(PATHS.waybillCoupon, current))}
          extra={
            view.coupon
              ? t('pay.couponChosen', {
                  code: view.coupon.code,
                  discount: moneyText(view.coupon.discount, view.currency),
                })
              : t('pay.chooseCoupon')
          }
        >
          {t('pay.coupon')}
        </List.Item>
        <List.Item extra={moneyText(view.balance, view.currency)}>{t('pay.balance')}</List.Item>
        {canCombine && (
          <List.Item
            description={t('pay.combineHint', { balance: moneyText(view.balance, view.currency) })}
            extra={
              <Switch
                aria-label={t('pay.combine')}
                checked={combinePay}
                onChange={(on) => {
                  onChoose({ ...current, combinePay: on });
                  if (on && form.getValues('method') === 'balance') form.setValue('method', undefined);
                }}
              />
            }
          >
            {t('pay.combine')}
          </List.Item>
        )}
      </List>

      <FormLayout>
        <ChoiceField
          control={form.control}
          name="method"
          label={t('pay.method')}
          required
          columns={1}
          options={view.methods
            // A method whose provider is not set up on this server is not offered at all.
            .filter((method) => method.available)
            .map((method) => ({
              value: method.code,
              label: method.name,
              disabled: method.code === 'balance' && combinePay,
            }))}
        />
        {chosen?.shopper_name_required && (
          <TextField control={form.control} name="shopper_name" label={t('pay.shopperName')} required />
        )}
      </FormLayout>

      <section className="payments-card" aria-label={t('pay.summary')}>
        <dl className="payments-details">
          <dt>{t('pay.total')}</dt>
          <dd>{moneyText(view.total, view.currency)}</dd>
          {view.coupon && (
            <>
              <dt>{t('pay.coupon')}</dt>
              <dd>-{moneyText(view.coupon.discount, view.currency)}</dd>
            </>
          )}
          {view.use_points && (
            <>
              <dt>{t('pay.pointsUsed', { points: view.points.points_used })}</dt>
              <dd>-{moneyText(view.points.offset, view.currency)}</dd>
            </>
          )}
          {split && (
            <>
              <dt>{t('pay.fromBalance')}</dt>
              <dd>{moneyText(split.fromBalance, view.currency)}</dd>
              <dt>{t('pay.byMethod', { method: chosen?.name ?? t('pay.otherMethod') })}</dt>
              <dd>{moneyText(split.rest, view.currency)}</dd>
            </>
          )}
        </dl>
      </section>

      <div className="page-bottom-bar is-page">
        <span className="payments-payable" role="status" aria-label={t('pay.payable')}>
          {t('pay.payable')} <strong>{moneyText(view.payable, view.currency)}</strong>
        </span>
        <Button color="primary" type="submit" loading={busy}>
          {t('pay.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The WeChat link flow: the link to open in WeChat, copied in one tap, then "I have paid" to check the payment. */
function WechatLink({ link, waybillId, onBack }: { link: string; waybillId: number; onBack: () => void }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  // The server answers a path of ours; copied into WeChat it must be a whole address.
  const address = new URL(link, window.location.origin).href;
  return (
    <div className="payments-page">
      <section className="payments-card" aria-label={t('wechat.title')}>
        <h2>{t('wechat.title')}</h2>
        <p>{t('wechat.instruction')}</p>
        <p className="payments-link">
          <a href={address} target="_blank" rel="noreferrer">
            {address}
          </a>
        </p>
        <CopyButton text={address} label={t('wechat.link')} />
      </section>
      <div className="page-actions">
        <Button block color="primary" size="large" onClick={() => navigate(paymentStatusPath(waybillId))}>
          {t('wechat.paid')}
        </Button>
        <Button block fill="none" onClick={onBack}>
          {t('wechat.otherMethod')}
        </Button>
      </div>
    </div>
  );
}
