import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { PATHS } from '../lib/routes-paths';
import { LaunchGate } from './launch-gate';
import { RoutePage } from './route-page';
import { APP_ROUTES } from './routes';
import { useNewVersionPrompt } from './version-check';

function NotFound() {
  const { t } = useTranslation();
  return <ErrorBlock status="empty" title={t('notFound.title')} description={t('notFound.description')} fullPage />;
}

const router = createHashRouter([
  {
    element: <LaunchGate />,
    children: [
      { path: '/', element: <Navigate to={PATHS.home} replace /> },
      ...APP_ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);

export function App() {
  useNewVersionPrompt();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
