import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes-paths';
import { useCourierList } from '../api/get-courier-list';
import { LineDepartures } from '../components/departure-card';
import { LineRouteResults } from '../components/line-route-results';
import { RoutePicker } from '../components/route-picker';
import { lineRouteLink, useLineRouteParams } from '../utils/line-route';
import '../pricing.css';

/**
 * Shipping dates (SPEC §2 index/shipmentDate, and shipmentDateWV): choose a route, then each line's next
 * cut-off in the warehouse's time zone, its transit days and the estimated delivery window.
 */
export default function ShipmentDatePage() {
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
          <section aria-label={t('dates.title')}>
            <h2 className="pricing-section-title">{t('dates.title')}</h2>
            {list.map((line) => (
              <article key={line.id} className="pricing-card" aria-label={line.name}>
                <h3>{line.name}</h3>
                <p className="pricing-muted">
                  {line.service_level_name} · {line.delivery_method_name}
                </p>
                <LineDepartures line={line} count={1} />
                {chosen && (
                  <Link
                    className="pricing-card-link"
                    to={lineRouteLink(PATHS.shipmentDateDetail, { storeId, countryId }, line.code)}
                  >
                    {t('dates.more')} →
                  </Link>
                )}
              </article>
            ))}
            <p className="page-section pricing-muted">{t('dates.hint')}</p>
          </section>
        )}
      </LineRouteResults>
    </div>
  );
}
