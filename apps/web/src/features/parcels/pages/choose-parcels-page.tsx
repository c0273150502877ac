import { Button, Dialog, InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState, LoadFailed } from '../../../components/query-states';
import { useReturnWith } from '../../../lib/navigation';
import { PATHS } from '../../../lib/routes-paths';
import { checkSubmission } from '../api/check-submission';
import { useParcels } from '../api/get-parcels';
import { ParcelCard, ParcelListSkeleton } from '../components/parcel-card';
import '../parcels.css';

/** Cards visible without scrolling on a phone. */
const FIRST_SCREENFUL = 4;

function idsOf(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * Choose parcels for a shipment (SPEC §2 waybill/chooseParcel): the parcels in stock, one warehouse at a time (a
 * shipment leaves from one), checked for what still keeps any back before going on. Opened for a new shipment (the
 * waybill list, the guide), it starts the submission flow with them; opened from the flow (`returnTo` in the
 * navigation state, the flow's parcels in `?parcels=`), it hands the new choice back and the flow keeps its answers.
 */
export default function ChooseParcelsPage() {
  const { t } = useTranslation(['parcels', 'common']);
  const navigate = useNavigate();
  const returnWith = useReturnWith();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = (location.state as { returnTo?: string } | null)?.returnTo;
  const [selected, setSelected] = useState<number[]>(() => idsOf(params.get('parcels')));
  const [checking, setChecking] = useState(false);
  const parcels = useParcels({ tab: 'arrived' });
  const rows = parcels.data?.pages.flatMap((page) => page.list) ?? [];
  const chosenStore = rows.find((parcel) => selected.includes(parcel.id))?.store_id;
  const chosenWarehouse = rows.find((parcel) => parcel.store_id === chosenStore)?.warehouse_name;

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...new Set([...current, id])] : current.filter((other) => other !== id)));

  const proceed = async () => {
    // A parcel chosen before that has left the stock since (shipped in another tab, say) is not taken along.
    const chosen = selected.filter((id) => rows.some((parcel) => parcel.id === id));
    setChecking(true);
    try {
      const answer = await checkSubmission(chosen);
      if (!answer.can_submit) {
        await Dialog.alert({
          title: t('list.mustWait'),
          content: (
            <ul className="parcels-list">
              {answer.waiting.flatMap((wait) =>
                wait.reasons.map((reason) => <li key={`${wait.parcel_id}-${reason.code}`}>{reason.message}</li>),
              )}
            </ul>
          ),
          confirmText: t('common:confirm'),
        });
        return;
      }
      if (returnTo) returnWith(returnTo, { parcelIds: chosen });
      else navigate(`${PATHS.submitParcels}?parcels=${chosen.join(',')}`);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="parcels-page">
      <p className="parcels-muted page-section">{t('choose.intro')}</p>
      {chosenWarehouse && (
        <p className="parcels-muted page-section" role="status">
          {t('choose.oneWarehouse', { warehouse: chosenWarehouse })}
        </p>
      )}
      {parcels.isPending && <ParcelListSkeleton />}
      {parcels.isError && <LoadFailed error={parcels.error} onRetry={() => void parcels.refetch()} />}
      {parcels.isSuccess && rows.length === 0 && (
        <EmptyState title={t('choose.empty')} description={t('choose.emptyHint')}>
          <Link to={PATHS.preAlertAdd}>
            <Button color="primary">{t('list.preAlert')}</Button>
          </Link>
        </EmptyState>
      )}
      <ul className="parcels-list" aria-label={t('choose.listLabel')}>
        {rows.map((parcel, index) => (
          <ParcelCard
            key={parcel.id}
            parcel={parcel}
            selectable={chosenStore === undefined || parcel.store_id === chosenStore}
            selected={selected.includes(parcel.id)}
            onSelect={(on) => toggle(parcel.id, on)}
            eager={index < FIRST_SCREENFUL}
          />
        ))}
      </ul>
      {rows.length > 0 && (
        <InfiniteScroll loadMore={async () => void (await parcels.fetchNextPage())} hasMore={parcels.hasNextPage}>
          {parcels.hasNextPage ? t('common:loading') : t('list.end')}
        </InfiniteScroll>
      )}
      <section className="page-bottom-bar is-page" aria-label={t('list.selection')}>
        <span>{t('list.selected', { count: selected.length })}</span>
        <Button color="primary" disabled={chosenStore === undefined} loading={checking} onClick={() => void proceed()}>
          {returnTo ? t('choose.useThese') : t('list.submit')}
        </Button>
      </section>
    </div>
  );
}
