import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/query-states';
import { PaymentRecords } from '../components/payment-records';
import { readWaybillId } from '../utils/pay-choices';
import '../payments.css';

/** A waybill's payment records (SPEC §2 waybill/payLog?waybillId=): every attempt, by any method, newest first. */
export default function WaybillPaymentLogPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const waybillId = readWaybillId(params);
  if (waybillId === null) return <EmptyState title={t('pay.missing')} />;
  return (
    <div className="payments-page">
      <PaymentRecords target={{ purpose: 'waybill', targetId: waybillId }} label={t('payLog.title')} />
    </div>
  );
}
