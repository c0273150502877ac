import Button from 'antd-mobile/es/components/button';
import NavBar from 'antd-mobile/es/components/nav-bar';
import SafeArea from 'antd-mobile/es/components/safe-area';
import TabBar from 'antd-mobile/es/components/tab-bar';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusBlock } from '../components/status-block';
import { useTabBadges } from '../features/parcels';
import { lazyPage, PageErrorBoundary, PageFallback } from '../lib/lazy-page';
import { PATHS } from '../lib/routes-paths';
import type { AppRoute } from './routes';

const TAB_ITEMS = [
  { path: PATHS.home, key: 'tabs.home', icon: '⌂' },
  { path: PATHS.parcelList, key: 'tabs.parcels', icon: '▣' },
  { path: PATHS.waybillList, key: 'tabs.waybills', icon: '✈' },
  { path: PATHS.personal, key: 'tabs.personal', icon: '☺' },
];

/** The frame of every screen: the custom navigation bar, the lazily loaded page, and the tab bar on tab screens. */
export function RoutePage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const Page = lazyPage(route.load);
  const isTab = route.tab !== undefined;
  const title = t(route.titleKey, { ns: 'routes' });

  return (
    <div className="app-screen">
      <NavBar
        className="app-nav"
        backIcon={isTab ? null : undefined}
        back={isTab ? null : ''}
        onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(PATHS.home))}
      >
        <h1 className="app-nav-title">{title}</h1>
      </NavBar>
      <main className="app-content">
        <PageErrorBoundary
          fallback={(_error, retry) => (
            <StatusBlock status="disconnected" title={t('pageFailed.title')} description={t('pageFailed.description')}>
              <Button color="primary" onClick={retry}>
                {t('retry')}
              </Button>
            </StatusBlock>
          )}
        >
          <Suspense fallback={<PageFallback />}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {isTab && <AppTabBar activePath={route.path} />}
      {!isTab && <SafeArea position="bottom" />}
    </div>
  );
}

/** The four tabs; Parcels carries the count of parcels in stock (SPEC §2), Shipments those waiting for payment. */
function AppTabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const badges = useTabBadges();
  return (
    <nav className="app-tabbar" aria-label={t('tabs.label')}>
      <TabBar activeKey={activePath} onChange={(path) => navigate(path)} safeArea>
        {TAB_ITEMS.map((item) => {
          const count =
            item.path === PATHS.parcelList
              ? (badges.data?.parcel ?? 0)
              : item.path === PATHS.waybillList
                ? (badges.data?.shipment ?? 0)
                : 0;
          const label = item.path === PATHS.waybillList ? 'tabs.withUnpaid' : 'tabs.withInStock';
          return (
            <TabBar.Item
              key={item.path}
              title={t(item.key)}
              icon={<span aria-hidden>{item.icon}</span>}
              badge={count > 0 ? String(count) : undefined}
              aria-label={count > 0 ? t(label, { name: t(item.key), count }) : undefined}
            />
          );
        })}
      </TabBar>
    </nav>
  );
}
