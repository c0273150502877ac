import Button from 'antd-mobile/es/components/button';
import SafeArea from 'antd-mobile/es/components/safe-area';
import TabBar from 'antd-mobile/es/components/tab-bar';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { StatusBlock } from '../components/status-block';
import { useTabBadges } from '../features/parcels';
import { noteScreenRendered } from '../lib/first-screen';
import { lazyPage, PageErrorBoundary, PageFallback } from '../lib/lazy-page';
import { historyIndex, SCREEN_TITLE_ID, useGoBack } from '../lib/navigation';
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
  const goBack = useGoBack();
  const Page = lazyPage(route.load);
  const isTab = route.tab !== undefined;
  // The first screen of a first launch has nothing of the app behind it: a Back there could only leave the app.
  const hasBack = !isTab && !(route.launch && historyIndex() === 0);
  const title = t(route.titleKey, { ns: 'routes' });
  useTabMemory(isTab ? route.path : undefined);
  usePrefetch(route);
  useEffect(() => {
    document.title = `${title} · Parcelway`;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t('metaDescription', { screen: title }));
  }, [title, t]);

  return (
    <div className="app-screen">
      {/* The navigation bar: a real button named Back in each language (antd-mobile's NavBar makes its left side a
          nameless role=button that would wrap this one). */}
      <header className="app-nav">
        <div className="app-nav-side">
          {hasBack && (
            <button type="button" className="app-nav-back" aria-label={t('back')} onClick={goBack}>
              <span aria-hidden>‹</span>
            </button>
          )}
        </div>
        <h1 id={SCREEN_TITLE_ID} className="app-nav-title">
          {title}
        </h1>
        <div className="app-nav-side" />
      </header>
      <main className="app-content">
        <PageErrorBoundary
          fallback={(_error, retry) => (
            <StatusBlock status="disconnected" title={t('pageFailed.title')} description={t('pageFailed.description')}>
              <Button color="primary" onClick={retry}>
                {t('retry')}
              </Button>
              <PageRendered />
            </StatusBlock>
          )}
        >
          <Suspense fallback={<PageFallback />}>
            <Page />
            <PageRendered />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {isTab && <AppTabBar activePath={route.path} />}
      {!isTab && <SafeArea position="bottom" />}
    </div>
  );
}

/**
 * Rendered beside the page once its chunk has arrived (Suspense shows neither before), or in the page's error: see
 * lib/first-screen.
 */
function PageRendered() {
  useEffect(noteScreenRendered, []);
  return null;
}

/** Starts the page's first request as the screen opens, beside its chunk (a no-op while the data is fresh). */
function usePrefetch(route: AppRoute) {
  const { search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit to the screen; the page itself follows the filter's changes.
  useEffect(() => route.prefetch?.(new URLSearchParams(search)), [route]);
}

/** Each tab's last address (its filters live in the search params) and scroll position, kept while the app runs. */
const tabMemory = new Map<string, { search: string; scrollY: number }>();

/** On a tab screen: restores the tab's scroll when it opens, and records its address and scroll when it closes. */
function useTabMemory(tabPath: string | undefined) {
  const { search } = useLocation();
  useEffect(() => {
    if (!tabPath) return;
    const saved = tabMemory.get(tabPath)?.scrollY ?? 0;
    // The list may still be rendering from the cache: try again on the next frames until the page is long enough.
    let frames = 0;
    let handle = 0;
    const restore = () => {
      window.scrollTo(0, saved);
      frames += 1;
      if (Math.abs(window.scrollY - saved) > 1 && frames < 30) handle = requestAnimationFrame(restore);
    };
    if (saved > 0) handle = requestAnimationFrame(restore);
    return () => cancelAnimationFrame(handle);
  }, [tabPath]);
  useEffect(() => {
    if (!tabPath) return;
    const record = () => {
      // A scroll event can arrive after the customer left the tab (the page shrinking): that one is not the tab's.
      if (window.location.hash.split('?')[0] !== `#${tabPath}`) return;
      tabMemory.set(tabPath, { search, scrollY: window.scrollY });
    };
    record();
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [tabPath, search]);
}

/** The four tabs; Parcels carries the count of parcels in stock (SPEC §2), Shipments those waiting for payment. */
function AppTabBar({ activePath }: { activePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const badges = useTabBadges();
  return (
    <nav className="app-tabbar" aria-label={t('tabs.label')}>
      <TabBar activeKey={activePath} onChange={(path) => navigate(path + (tabMemory.get(path)?.search ?? ''))} safeArea>
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
