import { useTranslation } from 'react-i18next';
import type { WaybillFees } from '../api/types';

const LINES = ['postage', 'delivery', 'insurance', 'customs', 'extra', 'service_charge', 'adjustment'] as const;

/** SPEC §3 fees of a waybill: each charge that is not zero, then the total. */
export function FeeBreakdown({ fees }: { fees: WaybillFees }) {
  const { t } = useTranslation('waybills');
  return (
    <dl className="waybills-facts" aria-label={t('fees.title')}>
      {LINES.filter((line) => Number(fees[line]) !== 0 || line === 'postage').map((line) => (
        <div key={line} style={{ display: 'contents' }}>
          <dt>{t(`fees.${line}`)}</dt>
          <dd>
            {fees.currency} {fees[line]}
          </dd>
        </div>
      ))}
      <dt className="waybills-total">{fees.final ? t('fees.total') : t('fees.estimate')}</dt>
      <dd className="waybills-total">
        {fees.currency} {fees.total}
      </dd>
    </dl>
  );
}
