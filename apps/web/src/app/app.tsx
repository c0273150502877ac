import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { StatusBlock } from '../components/status-block';
import { queryClient } from '../lib/query-client';
import { PATHS } from '../lib/routes-paths';
import { LaunchGate } from './launch-gate';
import { OfflineNotice } from './offline-notice';
import { RoutePage } from './route-page';
import { APP_ROUTES } from './routes';
import { DeferredThirdParty } from './third-party-mount';
import { useNewVersionPrompt } from './version-check';

function NotFound() {
  const { t } = useTranslation();
  return <StatusBlock status="empty" title={t('notFound.title')} description={t('notFound.description')} fullPage />;
}

/**
 * Declarative routing: the app uses no loaders or actions, and the data router would add about 12 KB gzipped to the
 * first screen.
 */
function AppRoutes() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<LaunchGate />}>
          <Route path="/" element={<Navigate to={PATHS.home} replace />} />
          {APP_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}

/** antd-mobile's own texts (dialog buttons, pickers, empty lists) in the chosen language. */
const UI_KIT_LOCALES = { en: enUS, cn: zhCN, tw: zhTW };

export function App() {
  useNewVersionPrompt();
  const { i18n } = useTranslation();
  const locale = UI_KIT_LOCALES[i18n.language as keyof typeof UI_KIT_LOCALES] ?? zhCN;
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
