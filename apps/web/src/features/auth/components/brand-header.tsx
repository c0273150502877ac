import { useTranslation } from 'react-i18next';

/** The Parcelway mark, name and tagline, as on the logo page. */
export function BrandHeader() {
  const { t } = useTranslation('auth');
  return (
    <header className="auth-brand">
      <div className="logo-mark" aria-hidden>
        PW
      </div>
      <p className="logo-name">Parcelway</p>
      <p className="logo-tagline">{t('logo.tagline')}</p>
    </header>
  );
}
