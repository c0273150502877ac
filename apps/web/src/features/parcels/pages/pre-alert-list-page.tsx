import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { TabPanel, TabStrip, useTabIds } from '../../../components/tab-strip';
import { PATHS } from '../../../lib/routes-paths';
import { type PreAlertState, usePreAlerts } from '../api/get-pre-alerts';
import { ForwardedMails } from '../components/forwarded-mails';
import { ParcelCard } from '../components/parcel-card';
import { entryPath } from '../utils/status';
import '../parcels.css';

const STATES: PreAlertState[] = ['waiting', 'arrived', 'all'];

/**
 * Pre-alerts (SPEC §2 predeclare): waiting for the warehouse, arrived, or all; add one from here, or by forwarding the
 * shop's e-mail to the address shown.
 */
export default function PreAlertListPage() {
  const { t } = useTranslation(['parcels', 'common']);
  const tabIds = useTabIds();
  const [state, setState] = useState<PreAlertState>('waiting');
  const preAlerts = usePreAlerts(state);

  return (
    <div className="parcels-page">
      <div className="parcels-toolbar">
        <Link to={PATHS.preAlertAdd}>
          <Button block color="primary">
            {t('list.preAlert')}
          </Button>
        </Link>
      </div>
      <ForwardedMails />
      <TabStrip
        ids={tabIds}
        active={state}
        onChange={setState}
        tabs={STATES.map((key) => ({ key, title: t(`preAlerts.${key}`) }))}
      />
      <TabPanel ids={tabIds} tab={state}>
        {preAlerts.isPending && <LoadingBlock lines={5} />}
        {preAlerts.isError && <LoadFailed error={preAlerts.error} onRetry={() => void preAlerts.refetch()} />}
        {preAlerts.data?.list.length === 0 && (
          <EmptyState title={t(`preAlerts.empty.${state}`)} description={t('preAlerts.emptyHint')} />
        )}
        <ul className="parcels-list" aria-label={t(`preAlerts.${state}`)}>
          {preAlerts.data?.list.map((parcel) => (
            <ParcelCard key={parcel.id} parcel={parcel} to={entryPath(parcel)} />
          ))}
        </ul>
      </TabPanel>
    </div>
  );
}
