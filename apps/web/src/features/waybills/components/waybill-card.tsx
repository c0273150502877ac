import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../lib/format';
import { useDestination } from '../../../lib/reference-data';
import { PATHS } from '../../../lib/routes-paths';
import type { WaybillSummary } from '../api/types';
import { WaybillStatusTag } from './status-tag';

/** One waybill in the list: number, state, recipient, parcels and total; unpaid ones can be chosen to pay together. */
export function WaybillCard({
  waybill,
  selectable,
  selected,
  onSelect,
}: {
  waybill: WaybillSummary;
  selectable?: boolean;
  selected?: boolean;
  onSelect?: (on: boolean) => void;
}) {
  const { t } = useTranslation('waybills');
  const destination = useDestination(waybill.recipient_city, waybill.country_id);
  return (
    <li className="waybill-card">
      {selectable && (
        <Checkbox
          checked={selected}
          onChange={(on) => onSelect?.(on)}
          aria-label={t('list.select', { id: waybill.shipment_id })}
        />
      )}
      <Link to={`${PATHS.waybillDetail}?id=${waybill.id}`}>
        <div className="waybill-card-title">
          <strong>{waybill.shipment_id}</strong>
          <WaybillStatusTag status={waybill.status} name={waybill.status_name} />
        </div>
        <div className="waybills-muted">
          {t('card.to', { name: waybill.recipient_name, city: destination })} ·{' '}
          {t('card.parcels', { count: waybill.parcel_count })}
        </div>
        <div className="waybills-muted">
          {waybill.fees_final ? t('card.total') : t('card.estimate')}: {formatMoney(waybill.total, waybill.currency)} ·{' '}
          {formatDate(waybill.submitted_at)}
        </div>
      </Link>
      <Link
        className="waybill-card-track"
        to={`${PATHS.waybillTrace}?id=${waybill.id}`}
        aria-label={t('card.trackOne', { id: waybill.shipment_id })}
      >
        {t('card.track')}
      </Link>
    </li>
  );
}
