import { useTranslation } from 'react-i18next';
import { PhotoGallery } from '../../../components/photo-gallery';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { useWaybillDetail } from '../api/get-waybill-detail';
import { useWaybillId } from '../utils/query-params';
import '../waybills.css';

/** Packing images (SPEC §2 waybill/watchPacking): the box as staff packed, weighed and measured it. */
export default function PackingPage() {
  const { t } = useTranslation('waybills');
  const detail = useWaybillDetail(useWaybillId());
  if (detail.isPending) return <LoadingBlock lines={3} />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const { packing_images: images, weight } = detail.data;
  if (images.length === 0) return <EmptyState title={t('packing.none')} description={t('packing.noneHint')} />;
  return (
    <div className="waybills-page">
      <section className="waybills-section" aria-label={t('detail.packing')}>
        <h2>{t('detail.packing')}</h2>
        {weight.packed && (
          <p className="waybills-muted">
            {t('packing.box', { weight: weight.packed, size: weight.packed_size ?? '' })}
          </p>
        )}
        <PhotoGallery label={t('detail.packing')} files={images} />
      </section>
    </div>
  );
}
