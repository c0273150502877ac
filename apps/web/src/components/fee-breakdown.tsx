import type { WaybillFees } from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format';
import './fee-breakdown.css';

// A pre-shipment's agent point storage (past the free days) and pickup fee are parts of the service charge, named below it.
const LINES = [
  'postage',
  'delivery',
  'insurance',
  'customs',
  'extra',
  'service_charge',
  'agent_storage',
  'pickup_fee',
  'adjustment',
] as const;

/** SPEC §3 fees of a waybill: each charge that is not zero, then the total (the waybill detail and the pay page). */
export function FeeBreakdown({ fees }: { fees: WaybillFees }) {
  const { t } = useTranslation('common');
  return (
    <dl className="fee-breakdown" aria-label={t('fees.title')}>
      {LINES.filter((line) => Number(fees[line]) !== 0 || line === 'postage').map((line) => (
        <div key={line} style={{ display: 'contents' }}>
          <dt>{t(`fees.${line}`)}</dt>
          <dd>{formatMoney(fees[line], fees.currency)}</dd>
        </div>
      ))}
      <dt className="fee-breakdown-total">{fees.final ? t('fees.total') : t('fees.estimate')}</dt>
      <dd className="fee-breakdown-total">{formatMoney(fees.total, fees.currency)}</dd>
    </dl>
  );
}
