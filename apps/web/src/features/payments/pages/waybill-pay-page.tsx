import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { translateMessage } from '../../../lib/i18n';
import { markFlowStart } from '../../../lib/navigation';
import { usePayView } from '../api/get-pay-view';
import { ShipmentFees } from '../components/shipment-fees';
import { WaybillPayForm } from '../components/waybill-pay-form';
import { WechatLink } from '../components/wechat-link';
import { type PayChoices, paymentStatusPath, payQuery, readPayChoices } from '../utils/pay-choices';
import '../payments.css';

/**
 * Pay a waybill (SPEC §2 waybill/pay?waybillId=): the fees, the pay currency, points, a coupon, the balance (alone
 * or with another method), the methods of the currency and what is left to pay. The choices live in the URL, so
 * the coupon, bank-transfer and card screens pay exactly what this page showed.
 */
export default function WaybillPayPage() {
  const { t } = useTranslation('payments');
  const [params, setParams] = useSearchParams();
  const choices = readPayChoices(params);
  // The payment's status screen returns to the screen before this one (lib/navigation.ts).
  useEffect(() => markFlowStart('pay'), []);
  if (!choices) return <EmptyState title={t('pay.missing')} />;
  return <PayScreen choices={choices} onChoose={(next) => setParams(payQuery(next), { replace: true })} />;
}

/** The pay view for the choices: not payable now (its state), WeChat's link once asked for, else the form. */
function PayScreen({ choices, onChoose }: { choices: PayChoices; onChoose: (next: PayChoices) => void }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const view = usePayView(choices);
  const [wechatLink, setWechatLink] = useState<string | null>(null);

  if (view.isPending) return <LoadingBlock lines={8} />;
  if (!view.data) return <LoadFailed error={view.error} onRetry={() => void view.refetch()} />;
  const data = view.data;

  if (data.hold) {
    // The customer disputes the weight: the page says why payment waits, and until when staff decide.
    return (
      <div className="payments-page">
        <ShipmentFees view={data} />
        <EmptyState title={t('pay.heldTitle')} description={data.hold.message} />
      </div>
    );
  }
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
    <WaybillPayForm
      view={data}
      choices={choices}
      onChoose={onChoose}
      onWechatLink={setWechatLink}
      onRefresh={() => void view.refetch()}
    />
  );
}
