import type { ThirdPartyConfig } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../lib/session';
import { getThirdPartyConfig } from '../../lib/third-party-config';
import { type ConsentChoice, consentNeeded, rememberChoice, storedChoice } from './consent-rules';
import { identifyChat, loadAnalytics, loadChat } from './loaders';
import './consent-banner.css';

/** Asks once whether analytics and chat may load; the answer is kept on this device. */
function ConsentBanner({ onChoice }: { onChoice: (choice: ConsentChoice) => void }) {
  const { t } = useTranslation('consent');
  return (
    <section className="consent-banner" role="dialog" aria-modal="false" aria-labelledby="consent-title">
      <h2 id="consent-title">{t('title')}</h2>
      <p>{t('body')}</p>
      <div className="consent-actions">
        <button type="button" className="consent-decline" onClick={() => onChoice('denied')}>
          {t('decline')}
        </button>
        <button type="button" className="consent-accept" onClick={() => onChoice('granted')}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}

function Scripts({ config }: { config: ThirdPartyConfig }) {
  const needed = consentNeeded(config.consent);
  const [choice, setChoice] = useState(storedChoice);
  const user = useUserInfo().data;
  const loaded = useRef(false);
  const allowed = !needed || choice === 'granted';

  useEffect(() => {
    if (!allowed || loaded.current) return;
    loaded.current = true;
    if (config.analytics) loadAnalytics(config.analytics);
    if (config.chat) loadChat(config.chat, user);
  }, [allowed, config, user]);

  useEffect(() => {
    if (loaded.current && config.chat && user) identifyChat(config.chat, user);
  }, [config.chat, user]);

  if (!needed || choice) return null;
  return (
    <ConsentBanner
      onChoice={(next) => {
        rememberChoice(next);
        setChoice(next);
      }}
    />
  );
}

/**
 * Analytics and the chat widget, when configured: after consent where the customer's region needs it. Mounted after
 * the first screen is idle (app/), so nothing here weighs on it. The captcha is not here: it loads only on a request
 * that needs it (lib/captcha.ts) and, as a security check, needs no consent.
 */
export function ThirdPartyScripts() {
  const config = useQuery({
    queryKey: ['third-party-config'],
    queryFn: getThirdPartyConfig,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  if (!config || (!config.analytics && !config.chat)) return null;
  return <Scripts config={config} />;
}
