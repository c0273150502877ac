import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/query-states';
import { PATHS } from '../../../lib/routes-paths';
import { useCourierList } from '../api/get-courier-list';
import { LineDepartures } from '../components/departure-card';
import { LineRouteResults } from '../components/line-route-results';
import { LineHead, LineTerms } from '../components/service-line-card';
import { useLineRouteParams } from '../utils/line-route';
import '../pricing.css';

/** Service details (SPEC §2 index/servicePriceDetail): one line's full terms, from ?store_id=&country_id=&code=. */
export default function ServicePriceDetailPage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const { route, code } = useLineRouteParams();
  const lines = useCourierList(route);
  const chosen = route.storeId !== undefined && route.countryId !== undefined && code !== undefined;
  const backToList = (
    <Button color="primary" onClick={() => navigate(PATHS.servicePrice)}>
      {t('lines.backToList')}
    </Button>
  );

  if (!chosen) {
    return (
      <EmptyState title={t('lines.noLine')} description={t('lines.noLineText')}>
        {backToList}
      </EmptyState>
    );
  }
  return (
    <div className="pricing-page">
      <LineRouteResults routeChosen lines={lines}>
        {(list) => {
          const line = list.find((candidate) => candidate.code === code);
          if (!line) {
            return (
              <EmptyState title={t('lines.noLine')} description={t('lines.noLineText')}>
                {backToList}
              </EmptyState>
            );
          }
          return (
            <>
              <article className="pricing-card" aria-label={line.name}>
                <LineHead line={line} />
                <LineTerms line={line} full />
              </article>
              <section className="pricing-card" aria-label={t('dates.title')}>
                <h3>{t('dates.title')}</h3>
                <LineDepartures line={line} count={1} />
              </section>
            </>
          );
        }}
      </LineRouteResults>
    </div>
  );
}
