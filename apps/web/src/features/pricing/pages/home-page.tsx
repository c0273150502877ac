import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import { useUserInfo } from '../../../lib/session';
import { GoodsCheck } from '../components/goods-check';
import '../pricing.css';

/** Shortcuts under the estimate card: a route of the table and the key of its title in `routes`. */
const SHORTCUTS = [
  { path: PATHS.servicePrice, titleKey: 'index.servicePrice', icon: '☰' },
  { path: PATHS.shipmentDate, titleKey: 'index.shipmentDate', icon: '▦' },
  { path: PATHS.warehouseDetail, titleKey: 'personal.warehouseDetail', icon: '⌂' },
  { path: PATHS.tutorial, titleKey: 'index.tutorial', icon: '?' },
];

/** Home: a greeting with the support number, the freight estimate, and shortcuts to prices, dates and the address. */
export default function HomePage() {
  const { t } = useTranslation(['pricing', 'routes']);
  const user = useUserInfo();
  const firstName = user.data?.first_name.trim();

  return (
    <div className="pricing-page">
      <section className="pricing-greeting">
        <h2>{firstName ? t('home.greeting', { name: firstName }) : t('home.welcome')}</h2>
        {user.data && (
          <div className="pricing-muted">
            {t('home.supportNumber')} <strong>{user.data.support_number}</strong>
          </div>
        )}
      </section>
      <Link to={PATHS.calculate} className="pricing-estimate-card">
        <h2>{t('home.estimateTitle')}</h2>
        <p>{t('home.estimateText')}</p>
        <span className="pricing-estimate-action" aria-hidden>
          {t('home.estimateAction')} →
        </span>
      </Link>
      <GoodsCheck />
      <nav aria-label={t('home.shortcuts')}>
        <h2 className="pricing-section-title">{t('home.shortcuts')}</h2>
        <ul className="pricing-shortcuts">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.path}>
              <Link to={shortcut.path}>
                <span className="pricing-shortcut-icon" aria-hidden>
                  {shortcut.icon}
                </span>
                {t(shortcut.titleKey, { ns: 'routes' })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
