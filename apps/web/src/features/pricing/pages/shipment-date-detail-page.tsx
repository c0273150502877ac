import { useTranslation } from 'react-i18next';
import { useCourierList } from '../api/get-courier-list';
import { LineDepartures } from '../components/departure-card';
import { LineRouteResults } from '../components/line-route-results';
import { RoutePicker } from '../components/route-picker';
import { useLineRouteParams } from '../utils/line-route';
import '../pricing.css';

/** Weekly departures listed per line. */
const DEPARTURES = 4;

/**
 * Shipping date details (SPEC §2 index/shipmentDateDetail, open without a login): a route's lines, or the
 * one line of ?code=, each with its next weekly departures and delivery windows.
 */
export default function ShipmentDateDetailPage() {
  const { t } = useTranslation('pricing');
  const { route, code, setRoute } = useLineRouteParams();
  const lines = useCourierList(route);
  const chosen = route.storeId !== undefined && route.countryId !== undefined;

  return (
    <div className="pricing-page">
      {code === undefined && <RoutePicker route={route} onChange={setRoute} />}
      <LineRouteResults routeChosen={chosen} lines={lines}>
        {(list) => {
          const shown = code === undefined ? list : list.filter((line) => line.code === code);
          return (
            <section aria-label={t('dates.departures')}>
              <h2 className="pricing-section-title">{t('dates.departures')}</h2>
              {shown.length === 0 && <p className="page-section pricing-muted">{t('lines.noLineText')}</p>}
              {shown.map((line) => (
                <article key={line.id} className="pricing-card" aria-label={line.name}>
                  <h3>{line.name}</h3>
                  <p className="pricing-muted">
                    {line.service_level_name} · {line.delivery_method_name}
                  </p>
                  <LineDepartures line={line} count={DEPARTURES} />
                </article>
              ))}
              <p className="page-section pricing-muted">{t('dates.hint')}</p>
            </section>
          );
        }}
      </LineRouteResults>
    </div>
  );
}
