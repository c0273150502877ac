import { LANGUAGES, type Language } from '@parcelway/domain';
import { Button, CheckList } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { PATHS } from '../../../lib/routes-paths';
import { hasToken } from '../../../lib/session';
import { saveLanguageOnServer } from '../api/update-language';

/** The language chooser: where a visitor without a session lands, and where anyone can switch language. */
export default function ChangeLanguagePage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const [language, setLanguage] = useState<Language>(currentLanguage());

  const choose = async (value: Language) => {
    setLanguage(value);
    // The server answers a logged-in customer in their stored language, so it learns the new one first.
    await saveLanguageOnServer(value).catch(() => {});
    await changeLanguage(value);
  };

  const proceed = () => {
    const from = (location.state as { from?: string } | null)?.from;
    if (hasToken()) navigate(from ?? PATHS.home, { replace: true });
    else navigate(PATHS.loginIndex, { state: { from } });
  };

  return (
    <div>
      <p className="page-section">{t('auth:changeLanguage.prompt')}</p>
      <CheckList value={[language]} onChange={(values) => values[0] && void choose(values[0] as Language)}>
        {LANGUAGES.map((code) => (
          <CheckList.Item key={code} value={code}>
            {t(`common:languages.${code}`)}
          </CheckList.Item>
        ))}
      </CheckList>
      <div className="page-actions">
        <Button block color="primary" size="large" onClick={proceed}>
          {t('common:next')}
        </Button>
      </div>
    </div>
  );
}
