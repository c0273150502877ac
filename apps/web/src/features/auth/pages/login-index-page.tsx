import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { PATHS } from '../../../lib/routes-paths';
import { BrandHeader } from '../components/brand-header';
import { SocialButtons } from '../components/social-buttons';

/** The way in for a visitor without a session: log in with email, sign up, or change language. */
export default function LoginIndexPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <div className="auth-welcome">
      <BrandHeader />
      <div className="page-actions">
        {/* The page the visitor was going to travels on, so email login can return there. */}
        <Button
          block
          color="primary"
          size="large"
          onClick={() => navigate(PATHS.emailLogin, { state: location.state })}
        >
          {t('loginIndex.email')}
        </Button>
        <Button block color="primary" fill="outline" size="large" onClick={() => navigate(PATHS.signUp)}>
          {t('loginIndex.signUp')}
        </Button>
        <SocialButtons />
        <Link to={PATHS.changeLanguage} className="auth-link">
          {t('loginIndex.language', { language: t(`common:languages.${currentLanguage()}`) })}
        </Link>
      </div>
    </div>
  );
}
