import { PICKUP_POINT_FREE_STORAGE_DAYS, waybillNextStep } from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import type { WaybillDetail } from '../api/types';

/** What happens next to the waybill in its status, and when (the cut-off, the delivery window, the delivery day). */
export function NextStep({ waybill }: { waybill: WaybillDetail }) {
  const { t } = useTranslation('waybills');
  const next = waybillNextStep(waybill.status, {
    nextCutoff: waybill.line?.eta.next_cutoff.at ?? null,
    estimatedDeliveryFrom: waybill.route.estimated_delivery_from,
    estimatedDeliveryTo: waybill.route.estimated_delivery_to,
    deliveredAt: waybill.delivered_at,
  });
  const soon = t('detail.next.soon');
  return (
    <section className="waybills-section" aria-label={t('detail.next.title')}>
      <h2>{t('detail.next.title')}</h2>
      <p role="status">
        {t(`detail.next.${next.step}`, {
          at: next.at ? (next.step === 'delivered' ? formatDate(next.at) : formatDateTime(next.at)) : soon,
          from: next.from ? formatDate(next.from) : soon,
          to: next.to ? formatDate(next.to) : soon,
          days: PICKUP_POINT_FREE_STORAGE_DAYS,
        })}
      </p>
    </section>
  );
}

/** The quoted and the final chargeable weight side by side, with why packing moved it; nothing when it did not. */
export function WeightChange({ waybill }: { waybill: WaybillDetail }) {
  const { t } = useTranslation(['waybills', 'common']);
  const { weight, fees } = waybill;
  if (!weight.change || weight.quoted === null) return null;
  return (
    <section aria-label={t('detail.next.weightTitle')}>
      <h3>{t('detail.next.weightTitle')}</h3>
      <dl className="waybills-facts">
        <dt>{t('detail.next.quoted')}</dt>
        <dd>
          {t('detail.next.weightFigures', {
            weight: weight.quoted,
            total: weight.quoted_total ? formatMoney(weight.quoted_total, fees.currency) : '',
          })}
        </dd>
        <dt>{t('detail.next.final')}</dt>
        <dd>
          {t('detail.next.weightFigures', { weight: weight.chargeable, total: formatMoney(fees.total, fees.currency) })}
        </dd>
      </dl>
      <p className="waybills-muted">{weight.change}</p>
    </section>
  );
}
