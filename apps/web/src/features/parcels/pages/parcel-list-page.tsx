import { Badge, Button, Dialog, InfiniteScroll } from 'antd-mobile';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { KeywordSearch } from '../../../components/keyword-search';
import { EmptyState, LoadFailed } from '../../../components/query-states';
import { TabPanel, TabStrip, useTabIds } from '../../../components/tab-strip';
import { showToast } from '../../../lib/feedback';
import { translateMessage } from '../../../lib/i18n';
import { PATHS } from '../../../lib/routes-paths';
import { useUrlFilter } from '../../../lib/url-filter';
import { checkSubmission } from '../api/check-submission';
import { useParcelTabs } from '../api/get-parcel-tabs';
import { useParcels } from '../api/get-parcels';
import { ParcelCard, ParcelListSkeleton } from '../components/parcel-card';
import { DEFAULT_PARCEL_TAB, PARCEL_TABS, parcelListFilter, type ParcelTab as Tab } from '../utils/list-filter';
import '../parcels.css';

const IN_STOCK = 10;
type ClaimDialogProps = { visible: boolean; onClose: () => void };
const loadClaimDialog = () => import('../components/claim-dialog').then((module) => module.ClaimDialog);

/** Cards visible without scrolling on a phone. */
const FIRST_SCREENFUL = 4;

/**
 * Parcel list (SPEC §2): tabs all / arrived / mailed / history with their counts, search by tracking number,
 * several in-stock parcels chosen and taken on to a shipment, and a missing parcel claimed by its number.
 */
export default function ParcelListPage() {
  const { t } = useTranslation(['parcels', 'common']);
  const tabIds = useTabIds();
  const navigate = useNavigate();
  const [tab, setTab] = useUrlFilter<Tab>('tab', DEFAULT_PARCEL_TAB, PARCEL_TABS);
  const [keyword, setKeyword] = useUrlFilter<string>('keyword', '');
  const [selected, setSelected] = useState<number[]>([]);
  const [claiming, setClaiming] = useState(false);
  const [ClaimDialog, setClaimDialog] = useState<ComponentType<ClaimDialogProps> | null>(null);
  const [openingClaim, setOpeningClaim] = useState(false);
  const [checking, setChecking] = useState(false);
  const tabs = useParcelTabs();
  const parcels = useParcels(parcelListFilter(tab, keyword));
  const rows = parcels.data?.pages.flatMap((page) => page.list) ?? [];

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...new Set([...current, id])] : current.filter((other) => other !== id)));

  const goSubmit = async () => {
    setChecking(true);
    try {
      const answer = await checkSubmission(selected);
      if (answer.can_submit) {
        navigate(`${PATHS.submitParcels}?parcels=${selected.join(',')}`);
        return;
      }
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
    } finally {
      setChecking(false);
    }
  };

  // The dialog (its uploader and form parts) loads when asked for, off the list's first screen; the button spins
  // meanwhile, and the dialog opens once it is here, so nothing suspends on the click.
  const openClaim = () => {
    setOpeningClaim(true);
    void loadClaimDialog()
      .then(
        (dialog) => {
          setClaimDialog(() => dialog);
          setClaiming(true);
        },
        () => showToast(translateMessage('error.network')),
      )
      .finally(() => setOpeningClaim(false));
  };

  return (
    <div className="parcels-page">
      <div className="parcels-toolbar">
        <Link to={PATHS.preAlertAdd}>
          <Button block color="primary" size="small">
            {t('list.preAlert')}
          </Button>
        </Link>
        <Button block size="small" loading={openingClaim} loadingText={t('common:loading')} onClick={openClaim}>
          {t('claim.title')}
        </Button>
      </div>
      <div className="parcels-search">
        <KeywordSearch label={t('list.search')} onKeyword={setKeyword} defaultValue={keyword} />
      </div>
      <TabStrip
        ids={tabIds}
        active={tab}
        onChange={setTab}
        tabs={PARCEL_TABS.map((key) => {
          const count = tabs.data?.find((entry) => entry.key === key)?.count;
          return {
            key,
            title: (
              <Badge content={count ? String(count) : null} style={{ '--right': '-12px' }}>
                {t(`tabs.${key}`)}
              </Badge>
            ),
          };
        })}
      />
      <TabPanel ids={tabIds} tab={tab}>
        {parcels.isPending && <ParcelListSkeleton />}
        {parcels.isError && <LoadFailed error={parcels.error} onRetry={() => void parcels.refetch()} />}
        {parcels.isSuccess && rows.length === 0 && (
          <EmptyState title={keyword ? t('list.noMatch') : t(`list.empty.${tab}`)} description={t('list.emptyHint')}>
            <Link to={PATHS.preAlertAdd}>
              <Button color="primary">{t('list.preAlert')}</Button>
            </Link>
          </EmptyState>
        )}
        <ul className="parcels-list" aria-label={t(`tabs.${tab}`)}>
          {rows.map((parcel, index) => (
            <ParcelCard
              key={parcel.id}
              parcel={parcel}
              selectable={parcel.status === IN_STOCK}
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
      </TabPanel>
      {selected.length > 0 && (
        <section className="page-bottom-bar" aria-label={t('list.selection')}>
          <span>{t('list.selected', { count: selected.length })}</span>
          <Button color="primary" loading={checking} onClick={() => void goSubmit()}>
            {t('list.submit')}
          </Button>
        </section>
      )}
      {ClaimDialog && <ClaimDialog visible={claiming} onClose={() => setClaiming(false)} />}
    </div>
  );
}
