import { PATHS } from '../lib/routes-paths';
import type { AppRoute } from './routes';

export interface LaunchState {
  hasToken: boolean;
  logoSeen: boolean;
}

/**
 * Where launch behaviour (SPEC §2) sends a visitor before a route opens, or null to open it:
 * share pages skip every check; the logo page comes first until its flag is set; private
 * pages without a token go to the language chooser; the ways in (sign-in choice, email log-in, sign-up) send a
 * signed-in customer Home, so Back after signing up or in never lands on a sign-in form.
 */
const WAYS_IN = new Set<string>([PATHS.loginIndex, PATHS.emailLogin, PATHS.signUp]);

export function launchRedirect(pathname: string, route: AppRoute | undefined, state: LaunchState): string | null {
  if (!route || route.access === 'skip') return null;
  if (!state.logoSeen && pathname !== PATHS.logo) return PATHS.logo;
  if (route.access === 'private' && !state.hasToken) return PATHS.changeLanguage;
  if (state.hasToken && WAYS_IN.has(pathname)) return PATHS.home;
  return null;
}
