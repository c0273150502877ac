import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { StatusBlock } from '../components/status-block';
import { noteScreenRendered } from '../lib/first-screen';
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
  useEffect(noteScreenRendered, []);
  return <StatusBlock status="empty" title={t('notFound.title')} description={t('notFound.description')} fullPage />;
}

/**
 * Every screen has a fixed address, so the screen is looked up in the route table by the address's path instead of
 * React Router matching ~200 `<Route>` elements (it rebuilt and ranked them on every navigation: ~65 ms of a
 * 4×-throttled phone's first screen). An address in other letter case, with a trailing slash or percent-encoded (all of
 * which React Router matched) is replaced by the screen's own, so every reader of the address sees that one. The
 * screen then renders in a one-route `<Routes>`, which gives it React Router's route context as before (a relative
 * navigation resolves against the screen's address).
 */
function CurrentScreen() {
  const location = useLocation();
  const route = findRoute(location.pathname);
  if (!route) {
    return /^\/+$/.test(location.pathname) ? <Navigate to={PATHS.home} replace /> : <NotFound />;
  }
  if (route.path !== location.pathname) {
    return <Navigate to={{ pathname: route.path, search: location.search }} replace state={location.state} />;
  }
  return (
    <Routes>
      <Route path={route.path} element={<RoutePage route={route} />} />
    </Routes>
  );
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
