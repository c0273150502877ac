import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { afterFirstScreen } from '../lib/first-screen';
import { queryClient } from '../lib/query-client';
import { fetchUserInfo, hasToken, USER_QUERY_KEY } from '../lib/session';
import { readText, STORAGE_KEYS } from '../lib/storage';
import { launchRedirect } from './launch';
import { findRoute } from './routes';

/**
 * Applies launch behaviour on every navigation, and refreshes the user info each time a page is shown (after the first
 * screen's content, lib/first-screen).
 */
export function LaunchGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const route = findRoute(location.pathname);
  const redirect = launchRedirect(route?.path ?? location.pathname, route, {
    hasToken: hasToken(),
    logoSeen: readText(STORAGE_KEYS.logoSeen) === '1',
  });

  useEffect(() => {
    if (redirect || route?.access === 'skip' || !hasToken()) return;
    // Until then a page that shows the customer's figures shows the stored ones (useUserInfo's initial data).
    return afterFirstScreen(() => {
      if (!hasToken()) return;
      void queryClient.fetchQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUserInfo, staleTime: 0 }).catch(() => {});
    });
  }, [redirect, route]);

  if (redirect) return <Navigate to={redirect} replace state={{ from: location.pathname + location.search }} />;
  return children;
}
