import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { useWarehouses } from '../../../lib/reference-data';
import { PATHS } from '../../../lib/routes-paths';
import { useUserInfo } from '../../../lib/session';
import { readText, STORAGE_KEYS, writeText } from '../../../lib/storage';
import { useProcessingTimes } from '../api/get-processing-times';
import { WarehouseAddressCard } from '../components/warehouse-address-card';
import { WarehouseTermsDialog } from '../components/warehouse-terms-dialog';

/** Warehouse Address: where to send online purchases, per warehouse, with the customer's support number filled in. */
export default function WarehouseDetailPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const user = useUserInfo();
  const warehouses = useWarehouses({ personal: true });
  const times = useProcessingTimes();
  const [accepted, setAccepted] = useState(() => readText(STORAGE_KEYS.warehouseTermsAccepted) === '1');

  const accept = () => {
    writeText(STORAGE_KEYS.warehouseTermsAccepted, '1');
    setAccepted(true);
  };

  const supportNumber = user.data?.support_number;
  const sorted = [...(warehouses.data ?? [])].sort((a, b) => Number(b.is_default) - Number(a.is_default));

  return (
    <div className="account-page">
      <WarehouseTermsDialog
        visible={!accepted}
        supportNumber={supportNumber}
        onAccept={accept}
        onDecline={() => navigate(PATHS.personal, { replace: true })}
      />
      {accepted && (
        <>
          {supportNumber && (
            <section className="account-support-banner" aria-label={t('personal.supportNumber')}>
              <p>
                {t('warehouse.supportNumberNote')} <strong>{supportNumber}</strong>
              </p>
              <CopyButton text={supportNumber} label={t('personal.supportNumber')} />
            </section>
          )}
          {warehouses.isPending && <LoadingBlock className="account-loading" lines={8} />}
          {warehouses.isError && (
            <LoadFailed
              className="account-state-block"
              error={warehouses.error}
              onRetry={() => void warehouses.refetch()}
            />
          )}
          {warehouses.isSuccess && sorted.length === 0 && (
            <EmptyState className="account-state-block" title={t('warehouse.empty')} />
          )}
          {sorted.map((warehouse) => (
            <WarehouseAddressCard
              key={warehouse.store_id}
              warehouse={warehouse}
              times={times.data?.find((entry) => entry.store_id === warehouse.store_id)}
            />
          ))}
        </>
      )}
    </div>
  );
}
