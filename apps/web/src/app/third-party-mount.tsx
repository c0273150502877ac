import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../lib/first-screen';
import { withTexts } from '../lib/i18n';

// With its texts, so the banner never suspends after it first shows.
const ThirdPartyScripts = lazy(
  withTexts(
    () => import('../features/consent').then((module) => ({ default: module.ThirdPartyScripts })),
    ['consent'],
    {
      allSentences: false,
    },
  ),
);

/**
 * Mounts analytics, chat and the consent banner once the browser is idle after the first screen has shown its content
 * (lib/first-screen; never in the entry chunk).
 */
export function DeferredThirdParty() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelWait = () => {};
    const cancelFirstScreen = afterFirstScreen(() => {
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
        cancelWait = () => window.cancelIdleCallback(id);
        return;
      }
      const timer = setTimeout(() => setIdle(true), 1500);
      cancelWait = () => clearTimeout(timer);
    });
    return () => {
      cancelFirstScreen();
      cancelWait();
    };
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <ThirdPartyScripts />
    </Suspense>
  ) : null;
}
