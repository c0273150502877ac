import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import { useCourierList } from '../api/get-courier-list';
import { LineRouteResults } from '../components/line-route-results';
import { RoutePicker } from '../components/route-picker';
import { LineHead, LineTerms } from '../components/service-line-card';
import { lineRouteLink, useLineRouteParams } from '../utils/line-route';
import '../pricing.css';

/**
 * Services and prices (SPEC §2 index/servicePrice): choose the origin warehouse and the destination,
 * then each line's service level, door or self-pickup, first-weight and step prices, limits and insurance.
 */
export default function ServicePricePage() {
  const { t } = useTranslation('pricing');
  const { route, setRoute } = useLineRouteParams();
  const lines = useCourierList(route);
  const { storeId, countryId } = route;
  const chosen = storeId !== undefined && countryId !== undefined;

  return (
    <div className="pricing-page">
      <RoutePicker route={route} onChange={setRoute} />
      <LineRouteResults routeChosen={chosen} lines={lines}>
        {(list) => (
          <section aria-label={t('lines.title')}>
            <h2 className="pricing-section-title">{t('lines.title')}</h2>
            {list.map((line) => (
              <article key={line.id} className="pricing-card" aria-label={line.name}>
                <LineHead line={line} />
                <LineTerms line={line} />
                {chosen && (
                  <Link
                    className="pricing-card-link"
                    to={lineRouteLink(PATHS.servicePriceDetail, { storeId, countryId }, line.code)}
                  >
                    {t('lines.details')} →
                  </Link>
                )}
              </article>
            ))}
            <p className="page-section pricing-muted">{t('lines.estimateHint')}</p>
          </section>
        )}
      </LineRouteResults>
    </div>
  );
}
