import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventTimeline } from '../../../components/event-timeline';
import { PhotoGallery } from '../../../components/photo-gallery';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { WeightEvidenceSection } from '../../../components/weight-evidence';
import { formatDate, formatMoney, formatTimestamp } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useParcelDetail } from '../api/get-parcel-detail';
import type { ParcelDetail } from '../api/types';
import { InboundJourneySection } from '../components/inbound-journey';
import { StatusTag } from '../components/status-tag';
import { useIdParam } from '../utils/query-params';
import '../parcels.css';

const IN_STOCK = 10;
const AT_WAREHOUSE = [0, 5, 10];

/**
 * Parcel detail (SPEC §2): status timeline, actual weight, L×W×H and volumetric weight, photos, comments
 * and admin notes, storage days with the free-storage countdown, courier and linked shipment.
 */
export default function ParcelDetailPage() {
  const { t } = useTranslation(['parcels', 'common']);
  const id = useIdParam();
  const detail = useParcelDetail(id);

  if (id === null) return <EmptyState title={t('detail.missing')} />;
  if (detail.isPending) return <LoadingBlock lines={8} />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const parcel = detail.data;

  return (
    <div className="parcels-page">
      <Summary parcel={parcel} />
      {parcel.status === 0 && <InboundJourneySection inbound={parcel.inbound} />}
      <Measurements parcel={parcel} />
      <WeightEvidenceSection
        evidence={parcel.weight_evidence}
        disputePath={`${PATHS.parcelWeightDispute}?id=${parcel.id}`}
      />
      <section className="parcels-section" aria-label={t('detail.photos')}>
        <h2>{t('detail.photos')}</h2>
        {parcel.images.length > 0 ? (
          <PhotoGallery label={t('detail.photos')} files={parcel.images} />
        ) : (
          <p className="parcels-muted">{parcel.status === 0 ? t('detail.photosLater') : t('detail.noPhotos')}</p>
        )}
      </section>
      <ExtraServices parcel={parcel} />
      <Notes parcel={parcel} />
      <Declaration parcel={parcel} />
      <section className="parcels-section" aria-label={t('detail.timeline')}>
        <h2>{t('detail.timeline')}</h2>
        <EventTimeline events={parcel.timeline} />
      </section>
      <div className="parcels-actions">
        {AT_WAREHOUSE.includes(parcel.status) && (
          <Link to={`${PATHS.parcelServices}?id=${parcel.id}`}>
            <Button block>{t('detail.requestServices')}</Button>
          </Link>
        )}
        {parcel.status <= IN_STOCK && (
          <Link to={`${PATHS.parcelDeclare}?id=${parcel.id}`}>
            <Button block>{t('detail.declare')}</Button>
          </Link>
        )}
        {parcel.status === IN_STOCK && !parcel.return_pending && (
          <Link to={`${PATHS.parcelReturn}?ids=${parcel.id}`}>
            <Button block>{t('detail.return')}</Button>
          </Link>
        )}
        {parcel.status === 0 && (
          <Link to={`${PATHS.preAlertEntry}?id=${parcel.id}`}>
            <Button block>{t('detail.editPreAlert')}</Button>
          </Link>
        )}
      </div>
    </div>
  );
}

function Summary({ parcel }: { parcel: ParcelDetail }) {
  const { t } = useTranslation('parcels');
  return (
    <section className="parcels-section" aria-label={t('detail.summary')}>
      <div className="parcel-card-title">
        <h2>{parcel.tracking_number}</h2>
        <StatusTag parcel={parcel} />
      </div>
      {parcel.being_confirmed && <p className="parcels-muted">{t('claim.beingConfirmed')}</p>}
      <dl className="parcels-facts">
        <dt>{t('detail.warehouse')}</dt>
        <dd>{parcel.warehouse_name}</dd>
        <dt>{t('detail.courier')}</dt>
        <dd>{parcel.courier_company?.name ?? t('detail.unknown')}</dd>
        {parcel.contents && (
          <>
            <dt>{t('detail.contents')}</dt>
            <dd>{parcel.contents}</dd>
          </>
        )}
        {parcel.inbound_time && (
          <>
            <dt>{t('detail.inbound')}</dt>
            <dd>{formatDate(parcel.inbound_time)}</dd>
          </>
        )}
        <dt>{t('detail.shipment')}</dt>
        <dd>{parcel.shipment ? parcel.shipment.shipment_id : t('detail.noShipment')}</dd>
      </dl>
      {parcel.storage && (
        <p className={parcel.storage.free_days_left <= 7 ? 'parcels-warning' : 'parcels-muted'} role="status">
          {t('storage.stored', { count: parcel.storage.days })}{' '}
          {parcel.storage.overdue
            ? t('storage.overdue', { days: parcel.storage.days })
            : t('storage.until', {
                count: parcel.storage.free_days_left,
                date: formatDate(parcel.storage.free_until),
              })}
        </p>
      )}
      {/* Not being in stock is no news on its own page: the status says where the parcel is. */}
      {parcel.waiting_reasons
        .filter((reason) => reason.code !== 'not_in_stock')
        .map((reason) => (
          <p key={reason.code} className="parcels-warning">
            {reason.message}
          </p>
        ))}
    </section>
  );
}

function Measurements({ parcel }: { parcel: ParcelDetail }) {
  const { t } = useTranslation('parcels');
  if (!parcel.weight) return null;
  return (
    <section className="parcels-section" aria-label={t('detail.measurements')}>
      <h2>{t('detail.measurements')}</h2>
      <dl className="parcels-facts">
        <dt>{t('detail.weight')}</dt>
        <dd>{parcel.weight} kg</dd>
        <dt>{t('detail.size')}</dt>
        <dd>
          {parcel.length} × {parcel.width} × {parcel.height} cm
        </dd>
        <dt>{t('detail.volumetric')}</dt>
        <dd>{parcel.volumetric_weight} kg</dd>
      </dl>
      <p className="parcels-muted">
        {parcel.volumetric_line
          ? t('detail.volumetricHintLine', { divisor: parcel.volumetric_divisor, line: parcel.volumetric_line })
          : t('detail.volumetricHint', { divisor: parcel.volumetric_divisor })}
      </p>
    </section>
  );
}

function ExtraServices({ parcel }: { parcel: ParcelDetail }) {
  const { t } = useTranslation('parcels');
  if (parcel.extra_services.length === 0) return null;
  return (
    <section className="parcels-section" aria-label={t('services.title')}>
      <h2>{t('services.title')}</h2>
      {parcel.extra_services.map((service) => (
        <div key={service.id} className="parcels-service">
          <div className="parcel-card-title">
            <strong>{service.name}</strong>
            <Tag color={service.status === 'completed' ? 'success' : 'warning'}>
              {t(`services.status.${service.status}`)}
            </Tag>
          </div>
          {service.staff_note && <p className="parcels-muted">{service.staff_note}</p>}
        </div>
      ))}
      <Link to={`${PATHS.parcelCompletedServices}?id=${parcel.id}`}>{t('services.seeResults')}</Link>
    </section>
  );
}

function Notes({ parcel }: { parcel: ParcelDetail }) {
  const { t } = useTranslation('parcels');
  const latest = parcel.comments.slice(-2);
  return (
    <section className="parcels-section" aria-label={t('notes.title')}>
      <h2>{t('notes.title')}</h2>
      {latest.length === 0 && <p className="parcels-muted">{t('notes.none')}</p>}
      {latest.map((comment) => (
        <div key={comment.id} className="parcels-comment">
          <div className="parcels-comment-head">
            {comment.label && <Tag color="primary">{t('notes.admin')}</Tag>}
            <span className="parcels-muted">{formatTimestamp(comment.created_at)}</span>
          </div>
          <div>{comment.content}</div>
        </div>
      ))}
      <Link to={`${PATHS.parcelNotes}?id=${parcel.id}`}>{t('notes.all', { count: parcel.comments.length })}</Link>
    </section>
  );
}

function Declaration({ parcel }: { parcel: ParcelDetail }) {
  const { t } = useTranslation('parcels');
  if (!parcel.declaration) return null;
  const { currency } = parcel.declaration;
  return (
    <section className="parcels-section" aria-label={t('declaration.title')}>
      <h2>{t('declaration.title')}</h2>
      <ul className="parcels-list">
        {parcel.declaration.items.map((item) => (
          <li key={item.id} className="parcels-muted">
            {item.name} × {item.quantity} —{' '}
            {currency === null ? item.total_amount : formatMoney(item.total_amount, currency)}
          </li>
        ))}
      </ul>
      {parcel.declaration.shared_with.length > 0 && (
        <p className="parcels-muted">
          {t('declaration.sharedWith', {
            numbers: parcel.declaration.shared_with.map((other) => other.tracking_number).join(', '),
          })}
        </p>
      )}
    </section>
  );
}
