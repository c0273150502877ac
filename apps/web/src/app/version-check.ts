import type { BuildVersion } from '@parcelway/domain';
import i18next from 'i18next';
import { useEffect } from 'react';
import { api } from '../lib/api-client';
import { confirmDialog } from '../lib/feedback';
import { afterFirstScreen, isFirstScreenShown } from '../lib/first-screen';

declare const __BUILD_ID__: string;
const CHECK_EVERY_MS = 5 * 60_000;

/**
 * Asks once whether to reload when the server runs a newer build than the one in this tab (first asked once the first
 * screen has shown its content, lib/first-screen).
 */
export function useNewVersionPrompt(): void {
  useEffect(() => {
    let asked = false;
    const check = async () => {
      if (asked || !isFirstScreenShown() || document.visibilityState !== 'visible') return;
      const answer = await api.get<BuildVersion>('/api/version', { silent: true, background: true }).catch(() => null);
      const serverBuild = answer?.data.build_id;
      if (!serverBuild || serverBuild === 'development' || serverBuild === __BUILD_ID__) return;
      asked = true;
      const reload = await confirmDialog({
        content: i18next.t('newVersion.question'),
        confirmText: i18next.t('newVersion.reload'),
        cancelText: i18next.t('newVersion.later'),
      });
      if (reload) window.location.reload();
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    const cancelFirstCheck = afterFirstScreen(() => void check());
    return () => {
      cancelFirstCheck();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
}
