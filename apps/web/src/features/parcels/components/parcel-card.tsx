import { Checkbox, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import type { ParcelSummary } from '../api/types';
import { StatusTag } from './status-tag';

interface ParcelCardProps {
  parcel: ParcelSummary;
  /** Where the card leads; the parcel's detail by default. */
  to?: string;
  selectable?: boolean;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  /** A card in the first screenful: its photo loads at once (a candidate for the largest paint never waits). */
  eager?: boolean;
}

/** The photo's box, in CSS pixels (parcels.css draws the same). */
const THUMB_PX = 64;

/** One parcel in a list: its photo, tracking number, state, size and what it waits for. */
export function ParcelCard({ parcel, to, selectable, selected, onSelect, eager = false }: ParcelCardProps) {
  const { t } = useTranslation('parcels');
  const size =
    parcel.length && parcel.width && parcel.height ? `${parcel.length}×${parcel.width}×${parcel.height} cm` : null;
  return (
    <li className="parcel-card">
      {selectable && (
        <Checkbox
          className="parcel-card-select"
          checked={selected}
          onChange={(checked) => onSelect?.(checked)}
          aria-label={t('list.select', { tracking: parcel.tracking_number })}
        />
      )}
      <Link className="parcel-card-link" to={to ?? `${PATHS.parcelDetail}?id=${parcel.id}`}>
        <div className="parcel-thumb" aria-hidden={!parcel.thumbnail}>
          {parcel.thumbnail ? (
            <img
              src={parcel.thumbnail}
              alt={t('card.photo', { tracking: parcel.tracking_number })}
              width={THUMB_PX}
              height={THUMB_PX}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            '▣'
          )}
        </div>
        <div className="parcel-card-body">
          <div className="parcel-card-title">
            <strong>{parcel.tracking_number}</strong>
            <StatusTag parcel={parcel} />
          </div>
          <div className="parcels-muted">
            {[parcel.warehouse_name, parcel.courier_company?.name, parcel.contents].filter(Boolean).join(' · ')}
          </div>
          {parcel.weight && (
            <div className="parcels-muted">{[`${parcel.weight} kg`, size].filter(Boolean).join(' · ')}</div>
          )}
          {parcel.inbound_time && (
            <div className="parcels-muted">{t('card.inbound', { date: formatDate(parcel.inbound_time) })}</div>
          )}
          {parcel.storage && (
            <div className={parcel.storage.free_days_left <= 7 ? 'parcels-warning' : 'parcels-muted'}>
              {parcel.storage.overdue
                ? t('storage.overdue', { days: parcel.storage.days })
                : t('storage.left', { count: parcel.storage.free_days_left })}
            </div>
          )}
          {parcel.pending_extra_services > 0 && (
            <Tag color="warning">{t('card.servicesPending', { count: parcel.pending_extra_services })}</Tag>
          )}
        </div>
      </Link>
    </li>
  );
}

/**
 * What a parcel list shows while its first page loads: cards of a parcel card's size (photo box and three lines), so
 * the list arriving takes their place without moving what is around it.
 */
export function ParcelListSkeleton({ cards = 4 }: { cards?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="parcels-list" role="status" aria-label={t('loading')}>
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike and never reordered.
        <div key={index} className="parcel-card parcel-card-skeleton" aria-hidden>
          <div className="parcel-thumb" />
          <div className="parcel-card-body">
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        </div>
      ))}
    </div>
  );
}
