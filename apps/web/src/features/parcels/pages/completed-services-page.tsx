import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PhotoGallery } from '../../../components/photo-gallery';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatDate, formatMoney } from '../../../lib/format';
import { useParcelExtraServices } from '../api/get-parcel-extra-services';
import { useIdParam } from '../utils/query-params';
import '../parcels.css';

/** Extra services of a parcel and what staff did (SPEC §2 parcel/completedEx): the photos they took, their note. */
export default function CompletedServicesPage() {
  const { t } = useTranslation('parcels');
  const id = useIdParam();
  const services = useParcelExtraServices(id);

  if (services.isPending) return <LoadingBlock lines={5} />;
  if (services.isError) return <LoadFailed error={services.error} onRetry={() => void services.refetch()} />;
  if (services.data.length === 0) return <EmptyState title={t('services.none')} />;

  return (
    <div className="parcels-page">
      {services.data.map((service) => (
        <section key={service.id} className="parcels-section" aria-label={service.name}>
          <div className="parcel-card-title">
            <h2>{service.name}</h2>
            <Tag color={service.status === 'completed' ? 'success' : 'warning'}>
              {t(`services.status.${service.status}`)}
            </Tag>
          </div>
          <p className="parcels-muted">
            {t('services.requestedOn', { date: formatDate(service.requested_at) })} ·{' '}
            {formatMoney(service.price, service.currency)}
            {service.completed_at && ` · ${t('services.doneOn', { date: formatDate(service.completed_at) })}`}
          </p>
          {service.comment && <p>{service.comment}</p>}
          {service.files.length > 0 && <PhotoGallery label={t('services.yourPictures')} files={service.files} />}
          {service.staff_note && (
            <p>
              <Tag color="primary">{t('notes.admin')}</Tag> {service.staff_note}
            </p>
          )}
          {service.result_images.length > 0 ? (
            <PhotoGallery label={t('services.results', { name: service.name })} files={service.result_images} />
          ) : (
            service.status === 'pending' && <p className="parcels-muted">{t('services.waitingForStaff')}</p>
          )}
        </section>
      ))}
    </div>
  );
}
