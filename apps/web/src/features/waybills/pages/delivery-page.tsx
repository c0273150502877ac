import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { showToast } from '../../../lib/feedback';
import { formatMoney } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useDoorDelivery } from '../api/end-delivery';
import { useWaybillAction } from '../api/waybill-action';
import { useWaybillId } from '../utils/query-params';
import '../waybills.css';

/**
 * Last mile (SPEC §2 waybill/delivery, §4): door delivery with its cost when available; otherwise the reason
 * and the pickup points.
 */
export default function DeliveryPage() {
  const { t } = useTranslation(['waybills', 'common']);
  const navigate = useNavigate();
  const id = useWaybillId();
  const quote = useDoorDelivery(id);
  const choose = useWaybillAction('/api/selectEndDeliveryForShipment');
  if (id === null) return <EmptyState title={t('detail.missing')} />;
  if (quote.isPending) return <LoadingBlock lines={3} />;
  if (quote.isError) return <LoadFailed error={quote.error} onRetry={() => void quote.refetch()} />;
  const pickUp = () => navigate(`${PATHS.waybillPickUp}?id=${id}`);
  if (!quote.data.available)
    return (
      <EmptyState title={quote.data.reason}>
        <Button color="primary" onClick={pickUp}>
          {t('delivery.choosePoint')}
        </Button>
      </EmptyState>
    );
  const door = quote.data;
  return (
    <div className="waybills-page">
      <section className="waybills-section" aria-label={t('delivery.door')}>
        <h2>{t('delivery.door')}</h2>
        <p>
          {t('delivery.cost', {
            fee: formatMoney(door.fee, door.currency),
            from: door.days_min ?? '-',
            to: door.days_max ?? '-',
          })}
        </p>
        <div className="page-actions">
          <Button
            block
            color="primary"
            loading={choose.isPending}
            onClick={async () => {
              await choose.mutateAsync(id);
              showToast(t('common:saved'));
              navigate(`${PATHS.waybillDetail}?id=${id}`);
            }}
          >
            {t('delivery.chooseDoor')}
          </Button>
          <Button block onClick={pickUp}>
            {t('delivery.choosePoint')}
          </Button>
        </div>
      </section>
    </div>
  );
}
