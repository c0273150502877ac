import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, useState } from 'react';
import SignInPage from '../features/sign-in/pages/sign-in-page.js';
import { I18nProvider, useI18n } from '../lib/i18n.js';
import { queryClient } from '../lib/query-client.js';
import { endSession, onSessionChange, readSession } from '../lib/session.js';
import { Shell } from './shell.js';

/**
 * Signed in or not. A session ends at its `expires_at` (a timer) or when the server answers 401; either way the
 * console goes back to sign-in saying so, and nothing of the last staff member's data stays cached.
 */
function Gate() {
  const [session, setSession] = useState(readSession);
  const [expired, setExpired] = useState(false);

  useEffect(
    () =>
      onSessionChange((next, reason) => {
        queryClient.clear();
        setExpired(reason === 'expired');
        setSession(next);
      }),
    [],
  );

  useEffect(() => {
    if (!session) return;
    const left = new Date(session.expiresAt).getTime() - Date.now();
    const timer = setTimeout(() => endSession('expired'), Math.max(0, Math.min(left, 2_147_483_647)));
    return () => clearTimeout(timer);
  }, [session]);

  return session ? <Shell /> : <SignInPage expired={expired} />;
}

function Themed() {
  const { language } = useI18n();
  return (
    <ConfigProvider locale={language.antd} theme={{ token: { colorPrimary: '#1f4e79' } }}>
      <AntApp>
        <Gate />
      </AntApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <Themed />
      </I18nProvider>
    </QueryClientProvider>
  );
}
