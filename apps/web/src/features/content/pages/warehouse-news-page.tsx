import type { NewsSection } from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TabPanel, TabStrip, useTabIds } from '../../../components/tab-strip';
import { PATHS } from '../../../lib/routes-paths';
import { useUserInfo } from '../../../lib/session';
import { useWarehouseNews } from '../api/get-warehouse-news';
import { QueryView } from '../components/query-view';
import { SummaryList } from '../components/summary-list';
import '../content.css';

/** The three news screens of SPEC §2 are one list, told apart by the floor their route names. */
const SECTION_OF_PATH: Record<string, NewsSection | undefined> = {
  [PATHS.warehouseNews]: undefined,
  [PATHS.warehouseNewsSecondFloor]: 'second_floor',
  [PATHS.warehouseNewsThirdFloor]: 'third_floor',
};

/** Warehouse news of the customer's warehouse: all of it, or one floor's. */
export default function WarehouseNewsPage() {
  const { t } = useTranslation('content');
  const tabIds = useTabIds();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const section = SECTION_OF_PATH[pathname];
  const news = useWarehouseNews(section, user.data?.store_id);

  return (
    <div className="content-page">
      <TabStrip
        ids={tabIds}
        active={pathname}
        onChange={(path) => navigate(path, { replace: true })}
        tabs={[
          { key: PATHS.warehouseNews, title: t('news.all') },
          { key: PATHS.warehouseNewsSecondFloor, title: t('news.second_floor') },
          { key: PATHS.warehouseNewsThirdFloor, title: t('news.third_floor') },
        ]}
      />
      <TabPanel ids={tabIds} tab={pathname}>
        <QueryView query={news} emptyTitle={t('news.empty')} isEmpty={(list) => list.length === 0}>
          {(list) => <SummaryList items={list} detailPath={PATHS.warehouseNewsDetail} label={t('news.title')} />}
        </QueryView>
      </TabPanel>
    </div>
  );
}
