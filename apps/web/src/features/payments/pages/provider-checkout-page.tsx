import type { PaymentMethodCode } from '@parcelway/domain';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { usePayView } from '../api/get-pay-view';
import { useProviderPay } from '../api/pay-with-provider';
import type { ProviderPayRequest } from '../api/types';
import { balanceSplit } from '../utils/amounts';
import { afterProviderPay, type PayChoices, readPayChoices } from '../utils/pay-choices';
import { checkoutMethodAt, providerEndpoint } from '../utils/pay-methods';
import '../payments.css';

/**
 * The card screens of SPEC §2 (waybill/payAirwallex for cards, waybill/payGooglePay, waybill/pay_credit for
 * Square): the amount and the method confirmed, then the provider's page opened. The route says which method.
 */
export default function ProviderCheckoutPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const choices = readPayChoices(params);
  const method = checkoutMethodAt(pathname);
  if (!choices || !method) return <EmptyState title={t('pay.missing')} />;
  return <Checkout choices={choices} method={method} />;
}

function Checkout({ choices, method }: { choices: PayChoices; method: PaymentMethodCode }) {
  const { t } = useTranslation(['payments', 'common']);
  const navigate = useNavigate();
  const view = usePayView(choices);
  const providerPay = useProviderPay();
  const idempotency = useIdempotencyKey();
  const endpoint = providerEndpoint(method);
  if (view.isPending) return <LoadingBlock lines={4} />;
  if (view.isError) return <LoadFailed error={view.error} onRetry={() => void view.refetch()} />;
  const option = view.data.methods.find((candidate) => candidate.code === method);
  if (!option?.available || !endpoint) return <EmptyState title={t('checkout.unavailable')} />;
  const split = choices.combinePay
    ? balanceSplit(view.data.payable, view.data.balance, view.data.currency, true)
    : null;
  // What the provider's page asks for: all of it, or what the balance leaves.
  const amount = formatMoney(split ? split.rest : view.data.payable, view.data.currency);

  const pay = async () => {
    const request: ProviderPayRequest = {
      shipmentId: choices.waybillId,
      amount: view.data.payable,
      currency: view.data.currency,
      combinePay: choices.combinePay,
      usePoints: view.data.use_points,
      couponId: view.data.coupon?.id,
      method,
    };
    try {
      const answer = await providerPay.mutateAsync({ endpoint, request, key: idempotency.keyFor(request) });
      const next = afterProviderPay(answer, choices.waybillId);
      if ('path' in next) {
        navigate(next.path, { replace: true });
        return;
      }
      Toast.show({ icon: 'loading', content: t('pay.redirecting'), duration: 0 });
      window.location.assign(next.providerPage);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      Toast.show({ icon: 'fail', content: error.message });
      void view.refetch();
    }
  };

  return (
    <div className="payments-page">
      <section className="payments-card" aria-label={t('checkout.confirm')}>
        <h2>{t('pay.shipmentNumber', { number: view.data.shipment.shipment_id })}</h2>
        <dl className="payments-details">
          <dt>{t('checkout.method')}</dt>
          <dd>{option.name}</dd>
          {split && (
            <>
              <dt>{t('pay.fromBalance')}</dt>
              <dd>{formatMoney(split.fromBalance, view.data.currency)}</dd>
            </>
          )}
          <dt>{split ? t('pay.byMethod', { method: option.name }) : t('pay.payable')}</dt>
          <dd>
            <strong>{amount}</strong>
          </dd>
        </dl>
        <p className="payments-muted">{t('checkout.leaving')}</p>
      </section>
      <div className="page-actions">
        <Button block color="primary" size="large" loading={providerPay.isPending} onClick={() => void pay()}>
          {t('checkout.pay', { amount })}
        </Button>
      </div>
    </div>
  );
}
