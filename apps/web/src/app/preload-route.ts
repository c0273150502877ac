import { PATHS } from '../lib/routes-paths';
import { hasToken } from '../lib/session';
import { readText, STORAGE_KEYS } from '../lib/storage';
import { launchRedirect } from './launch';
import { findRoute } from './routes';

/**
 * Starts what the screen the address opens needs (its chunk, its texts and, signed in, its first request) at start-up,
 * while i18next and the core sentences load, instead of after the first render. Where launch behaviour sends the
 * visitor elsewhere, that screen is the one started. A failure here is ignored: the page meets it again and shows it.
 */
export function preloadLaunchScreen(): void {
  const [hashPath = '', query = ''] = window.location.hash.replace(/^#/, '').split('?');
  const path = hashPath === '' || hashPath === '/' ? PATHS.home : hashPath;
  const state = { hasToken: hasToken(), logoSeen: readText(STORAGE_KEYS.logoSeen) === '1' };
  const launchRoute = findRoute(path);
  const redirect = launchRedirect(launchRoute?.path ?? path, launchRoute, state);
  const route = findRoute(redirect ?? path);
  if (!route) return;
  void route.load().catch(() => {});
  if (state.hasToken && route.access !== 'public') route.prefetch?.(new URLSearchParams(redirect ? '' : query));
}
