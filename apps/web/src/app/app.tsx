import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, useLocation } from 'react-router';
import { StatusBlock } from '../components/status-block';
import { queryClient } from '../lib/query-client';
import { PATHS } from '../lib/routes-paths';
import { LaunchGate } from './launch-gate';
import { OfflineNotice } from './offline-notice';
import { RoutePage } from './route-page';
import { findRoute } from './routes';
import { DeferredThirdParty } from './third-party-mount';
import { useNewVersionPrompt } from './version-check';

function NotFound() {
  const { t } = useTranslation();
  return <StatusBlock status="empty" title={t('notFound.title')} description={t('notFound.description')} fullPage />;
}

/**
 * Every screen has a fixed address, so the screen is looked up in the route table by the address's path instead of
 * React Router matching ~200 `<Route>` elements (it rebuilt and ranked them on every navigation: ~65 ms of a
 * 4×-throttled phone's first screen). React Router still keeps the history, links and navigation.
 */
function CurrentScreen() {
  const { pathname } = useLocation();
  if (pathname === '/') return <Navigate to={PATHS.home} replace />;
  const route = findRoute(pathname);
  return route ? <RoutePage route={route} /> : <NotFound />;
}

function AppRoutes() {
  return (
    <HashRouter>
      <LaunchGate>
        <CurrentScreen />
      </LaunchGate>
    </HashRouter>
  );
}

/** antd-mobile's own texts (dialog buttons, pickers, empty lists) in the chosen language. */
const UI_KIT_LOCALES = { en: enUS, cn: zhCN, tw: zhTW };

export function App() {
  useNewVersionPrompt();
  const { i18n } = useTranslation();
  const locale = UI_KIT_LOCALES[i18n.language as keyof typeof UI_KIT_LOCALES] ?? zhCN;
  // Dialogs, toasts and pickers opened imperatively render outside this tree: they read the default config.
  setDefaultConfig({ locale });
  return (
    <ConfigProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        <OfflineNotice />
        <AppRoutes />
        <DeferredThirdParty />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
