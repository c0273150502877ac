import { lazy, Suspense, useEffect, useState } from 'react';
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

/** Mounts analytics, chat and the consent banner once the browser is idle after the first screen (never in the entry chunk). */
export function DeferredThirdParty() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 1500);
    return () => clearTimeout(timer);
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <ThirdPartyScripts />
    </Suspense>
  ) : null;
}
