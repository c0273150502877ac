import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import type { PayView } from '../api/types';
import type { WaybillPayment } from './use-waybill-pay';

/** The sum as it stands: the total, what the coupon and points take off, and the balance's part when combining. */
export function PaySummary({ view, payment }: { view: PayView; payment: WaybillPayment }) {
  const { t } = useTranslation('payments');
  const { split, chosen } = payment;
  return (
    <section className="payments-card" aria-label={t('pay.summary')}>
      <dl className="payments-details">
        <dt>{t('pay.total')}</dt>
        <dd>{formatMoney(view.total, view.currency)}</dd>
        {view.coupon && (
          <>
            <dt>{t('pay.coupon')}</dt>
            <dd>-{formatMoney(view.coupon.discount, view.currency)}</dd>
          </>
        )}
        {view.use_points && (
          <>
            <dt>{t('pay.pointsUsed', { points: view.points.points_used })}</dt>
            <dd>-{formatMoney(view.points.offset, view.currency)}</dd>
          </>
        )}
        {split && (
          <>
            <dt>{t('pay.fromBalance')}</dt>
            <dd>{formatMoney(split.fromBalance, view.currency)}</dd>
            <dt>{t('pay.byMethod', { method: chosen?.name ?? t('pay.otherMethod') })}</dt>
            <dd>{formatMoney(split.rest, view.currency)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
