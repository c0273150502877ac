import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../components/keyword-search';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { useParcelsAndPreAlerts } from '../api/get-parcels-and-pre-alerts';
import { ParcelCard } from '../components/parcel-card';
import { entryPath } from '../utils/status';
import '../parcels.css';

/** Every parcel and pre-alert in one list (SPEC §2 preentryList), searchable by tracking number. */
export default function EntriesPage() {
  const { t } = useTranslation('parcels');
  const [keyword, setKeyword] = useState('');
  const entries = useParcelsAndPreAlerts(keyword);

  return (
    <div className="parcels-page">
      <div className="parcels-search">
        <KeywordSearch label={t('list.search')} onKeyword={setKeyword} />
      </div>
      {entries.isPending && <LoadingBlock lines={5} />}
      {entries.isError && <LoadFailed error={entries.error} onRetry={() => void entries.refetch()} />}
      {entries.data?.list.length === 0 && <EmptyState title={keyword ? t('list.noMatch') : t('list.empty.all')} />}
      <ul className="parcels-list" aria-label={t('entries.title')}>
        {entries.data?.list.map((parcel) => (
          <ParcelCard key={parcel.id} parcel={parcel} to={entryPath(parcel)} />
        ))}
      </ul>
    </div>
  );
}
