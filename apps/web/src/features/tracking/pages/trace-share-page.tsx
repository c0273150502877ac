import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCreateShare } from '../api/create-share';
import { useTrackInfo } from '../api/get-track-info';
import { ShareLink } from '../components/share-link';
import { ShareList } from '../components/share-list';
import { useShipmentParam } from '../utils/query-params';
import '../tracking.css';

/**
 * waybill/traceShare (SPEC §2): make a public link to a waybill's journey (copy it, hand it to the share sheet, see its
 * card), and the links made so far, with when each was opened; a link can be revoked at once.
 */
export default function TraceSharePage() {
  const { t } = useTranslation('tracking');
  const id = useShipmentParam();
  const create = useCreateShare();
  // The waybill's number for the share sheet's title (already cached when coming from its tracking).
  const track = useTrackInfo(id);
  return (
    <div className="tracking-page">
      {id !== null && (
        <section className="tracking-section" aria-label={t('share.make')}>
          <p className="tracking-muted">{t('share.explain')}</p>
          <Button block color="primary" loading={create.isPending} onClick={() => create.mutate(id)}>
            {t('share.make')}
          </Button>
        </section>
      )}
      {create.data && <ShareLink share={create.data} shipmentNo={track.data?.shipment.shipment_id ?? ''} />}
      <ShareList waybillId={id ?? undefined} />
    </div>
  );
}
