import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import { hasToken } from '../../../lib/session';
import { STORAGE_KEYS, writeText } from '../../../lib/storage';

/** First launch: the brand, then on to where the visitor was going (the language chooser without a session). */
export default function LogoPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;

  const start = () => {
    writeText(STORAGE_KEYS.logoSeen, '1');
    const target = from && from !== PATHS.logo && from !== '/' ? from : PATHS.home;
    navigate(hasToken() ? target : PATHS.changeLanguage, { replace: true, state: { from: target } });
  };

  useEffect(() => {
    document.title = 'Parcelway';
  }, []);

  return (
    <div className="logo-page">
      <div className="logo-mark" aria-hidden>
        PW
      </div>
      <p className="logo-name">Parcelway</p>
      <p className="logo-tagline">{t('logo.tagline')}</p>
      <div className="page-actions">
        <Button block color="primary" size="large" onClick={start}>
          {t('logo.start')}
        </Button>
      </div>
    </div>
  );
}
