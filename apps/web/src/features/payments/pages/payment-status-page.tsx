import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PayResult } from '../../../components/pay-result';
import { EmptyState } from '../../../components/query-states';
import { useGoBack } from '../../../lib/navigation';
import { PATHS } from '../../../lib/routes-paths';
import { readWaybillId } from '../utils/pay-choices';
import '../payments.css';

/**
 * How a waybill's payment stands (SPEC §2 waybill/paymentStatus?waybillId=, `&attempt=` for one attempt): checked
 * every 2 s until it settles; a bank transfer stays "not completed" until staff review it. Failed: pay again.
 */
export default function PaymentStatusPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back to the waybill: the screen before the pay flow (or the waybill's detail when opened cold).
  const toWaybill = useGoBack();
  const waybillId = readWaybillId(params);
  const attempt = params.get('attempt');
  if (waybillId === null) return <EmptyState title={t('pay.missing')} />;
  return (
    <div className="payments-page">
      <PayResult
        payment={attempt ? { attempt_id: attempt } : { waybillId }}
        onAgain={() => navigate(`${PATHS.waybillPay}?waybillId=${waybillId}`, { replace: true })}
      />
      <div className="page-actions">
        <Button block onClick={toWaybill}>
          {t('status.toWaybill')}
        </Button>
      </div>
    </div>
  );
}
