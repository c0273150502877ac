import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import { UnreadBadge } from './unread-badge';
import '../content.css';

/** Home's way into the help centre (what can be shipped, fees, customs…), with the count of unread notices. */
export function HelpCentreLink() {
  const { t } = useTranslation('content');
  return (
    <Link to={PATHS.helpCenter} className="content-help-link">
      <strong>
        {t('help.homeTitle')} <UnreadBadge of="notices" />
      </strong>
      <span>{t('help.homeText')}</span>
    </Link>
  );
}
