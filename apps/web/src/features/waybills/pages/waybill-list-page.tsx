import { WAYBILL_FILTER_NAMES, type WaybillFilter } from '@parcelway/domain';
import { Button, InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KeywordSearch } from '../../../components/keyword-search';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { TabPanel, TabStrip, useTabIds } from '../../../components/tab-strip';
import { PATHS } from '../../../lib/routes-paths';
import { STORAGE_KEYS, writeJson } from '../../../lib/storage';
import { useUrlFilter } from '../../../lib/url-filter';
import { useWaybills } from '../api/get-waybills';
import { WaybillCard } from '../components/waybill-card';
import '../waybills.css';

/**
 * Waybill list (SPEC §2): filters with their counts, search by shipment ID or recipient, and several unpaid
 * waybills chosen to pay together (kept under `batch`, SPEC §3).
 */
export default function WaybillListPage() {
  const { t } = useTranslation(['waybills', 'common']);
  const tabIds = useTabIds();
  const navigate = useNavigate();
  const [status, setStatus] = useUrlFilter<WaybillFilter>('status', 'all', WAYBILL_FILTER_NAMES);
  const [keyword, setKeyword] = useUrlFilter<string>('keyword', '');
  const [selected, setSelected] = useState<number[]>([]);
  const waybills = useWaybills({ status, keyword });
  const rows = waybills.data?.pages.flatMap((page) => page.list) ?? [];
  const counts = waybills.data?.pages[0]?.counts;

  const payTogether = () => {
    writeJson(STORAGE_KEYS.batch, selected);
    navigate(PATHS.waybillBatchPay);
  };

  return (
    <div className="waybills-page">
      <div className="page-section waybills-list-toolbar">
        <Button color="primary" size="small" onClick={() => navigate(PATHS.waybillChooseParcel)}>
          {t('list.newShipment')}
        </Button>
        <KeywordSearch label={t('list.search')} onKeyword={setKeyword} defaultValue={keyword} />
      </div>
      <TabStrip
        ids={tabIds}
        active={status}
        onChange={setStatus}
        tabs={WAYBILL_FILTER_NAMES.map((filter) => ({
          key: filter,
          title: `${t(`filters.${filter}`)}${counts?.[filter] ? ` ${counts[filter]}` : ''}`,
        }))}
      />
      <TabPanel ids={tabIds} tab={status}>
        {waybills.isPending && <LoadingBlock lines={6} />}
        {waybills.isError && <LoadFailed error={waybills.error} onRetry={() => void waybills.refetch()} />}
        {waybills.isSuccess && rows.length === 0 && (
          <EmptyState title={keyword ? t('list.noMatch') : t('list.empty')} description={t('list.emptyHint')}>
            <Button color="primary" onClick={() => navigate(PATHS.waybillChooseParcel)}>
              {t('list.newShipment')}
            </Button>
          </EmptyState>
        )}
        <ul className="waybills-list" aria-label={t(`filters.${status}`)}>
          {rows.map((waybill) => (
            <WaybillCard
              key={waybill.id}
              waybill={waybill}
              selectable={waybill.status === 'pay_now'}
              selected={selected.includes(waybill.id)}
              onSelect={(on) =>
                setSelected((current) =>
                  on ? [...new Set([...current, waybill.id])] : current.filter((id) => id !== waybill.id),
                )
              }
            />
          ))}
        </ul>
        {rows.length > 0 && (
          <InfiniteScroll loadMore={async () => void (await waybills.fetchNextPage())} hasMore={waybills.hasNextPage}>
            {waybills.hasNextPage ? t('common:loading') : t('list.end')}
          </InfiniteScroll>
        )}
      </TabPanel>
      {selected.length > 0 && (
        <section className="page-bottom-bar" aria-label={t('list.selection')}>
          <span>{t('list.selected', { count: selected.length })}</span>
          <Button color="primary" onClick={payTogether}>
            {t('list.payTogether')}
          </Button>
        </section>
      )}
    </div>
  );
}
