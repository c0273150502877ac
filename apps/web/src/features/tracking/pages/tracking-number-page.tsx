import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, LoadingBlock } from '../../../components/query-states';
import { PATHS } from '../../../lib/routes-paths';
import { useTrackLookup } from '../api/query-track-info';
import type { TrackLookup } from '../api/types';
import { JourneySummary } from '../components/journey-summary';
import { JourneyTimeline } from '../components/journey-timeline';
import { TrackingSearch } from '../components/tracking-search';
import '../tracking.css';

/**
 * index/trackingNumber (SPEC §2): any tracking number — the customer's own waybills and parcels under it first,
 * else what the carrier reports. The number sits in the address, so Back and a reload show the same answer.
 */
export default function TrackingNumberPage() {
  const { t } = useTranslation('tracking');
  const [params, setParams] = useSearchParams();
  const number = (params.get('number') ?? '').trim();
  const lookup = useTrackLookup(number);
  return (
    <div className="tracking-page">
      <TrackingSearch
        key={number}
        className="tracking-section"
        initial={number}
        onSearch={(trackingNumber) => setParams({ number: trackingNumber })}
      />
      {number === '' && <EmptyState title={t('search.prompt')} description={t('search.promptHint')} />}
      {number !== '' && lookup.isPending && <LoadingBlock lines={5} />}
      {/* The API client has already said why in a toast (the rate limit among them). */}
      {lookup.isError && <EmptyState title={t('lookup.failed')} description={t('lookup.failedHint')} />}
      {lookup.isSuccess && <LookupAnswer lookup={lookup.data} />}
    </div>
  );
}

function LookupAnswer({ lookup }: { lookup: TrackLookup }) {
  const { t } = useTranslation('tracking');
  const navigate = useNavigate();
  if (lookup.matches.length === 0 && !lookup.carrier)
    return (
      <EmptyState
        title={t('lookup.notFound', { number: lookup.tracking_number })}
        description={t('lookup.notFoundHint')}
      />
    );
  const open = (match: TrackLookup['matches'][number]) => {
    if (match.waybill_id !== null) navigate(`${PATHS.waybillTrace}?id=${match.waybill_id}`);
    else navigate(`${PATHS.parcelDetail}?id=${match.id}`);
  };
  return (
    <>
      {lookup.matches.length > 0 && (
        <List header={t('lookup.yours')}>
          {lookup.matches.map((match) => (
            <List.Item
              key={`${match.kind}:${match.id}`}
              onClick={() => open(match)}
              description={t(`lookup.kind.${match.kind}`)}
              extra={match.status_name}
            >
              {match.number}
            </List.Item>
          ))}
        </List>
      )}
      {lookup.carrier && (
        <>
          <section className="tracking-section" aria-label={t('lookup.carrierAnswer')}>
            <h2>{lookup.carrier.name || t('detail.carrier')}</h2>
            <JourneySummary current={lookup.carrier.current} window={lookup.carrier.estimated_delivery} />
            <List>
              <List.Item
                onClick={() =>
                  navigate(
                    `${PATHS.waybillTraceDetail}?number=${encodeURIComponent(lookup.carrier?.tracking_number ?? '')}`,
                  )
                }
              >
                {t('trace.carrierDetail')}
              </List.Item>
            </List>
          </section>
          <JourneyTimeline events={lookup.carrier.events} />
        </>
      )}
    </>
  );
}
