import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useWarehouses } from '../../../lib/reference-data';
import { PATHS } from '../../../lib/routes-paths';
import { type NoServiceData, useQuotation } from '../api/get-quotation';
import { QuoteLineCard, UnavailableLines, WeightRule } from '../components/quote-line-card';
import { type CalculatorValues, storedQuoteInput } from '../utils/calculator-params';
import '../pricing.css';

/** Estimated cost: the lines that can carry the parcels in `cal_params` (cheapest first), and those that cannot. */
export default function CalculateResultPage() {
  const { t } = useTranslation(['pricing', 'common']);
  const navigate = useNavigate();
  const stored = useMemo(() => storedQuoteInput(), []);
  const quote = useQuotation(stored?.input ?? null);

  if (!stored) {
    return (
      <EmptyState title={t('result.noInputTitle')} description={t('result.noInputText')}>
        <Button color="primary" onClick={() => navigate(PATHS.calculate)}>
          {t('result.openCalculator')}
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="pricing-page">
      <Summary values={stored.values} />
      {quote.isPending && <LoadingBlock className="pricing-card" lines={5} />}
      {quote.isError &&
        (isNoService(quote.error) ? (
          <>
            <EmptyState title={t('result.noServiceTitle')} description={quote.error.message}>
              <p className="pricing-muted">{quote.error.data.advice}</p>
            </EmptyState>
            <UnavailableLines lines={quote.error.data.unavailable} />
          </>
        ) : (
          <LoadFailed title={t('result.loadFailed')} error={quote.error} onRetry={() => void quote.refetch()} />
        ))}
      {quote.data && (
        <>
          <section aria-label={t('result.linesTitle')}>
            <h2 className="pricing-section-title">{t('result.linesTitle')}</h2>
            <WeightRule lines={quote.data.list} />
            {quote.data.list.map((line, index) => (
              <QuoteLineCard key={line.id} line={line} cheapest={index === 0 && quote.data.list.length > 1} />
            ))}
            {quote.data.rate_date && (
              <p className="page-section pricing-muted">
                {t('result.rates', { currency: quote.data.currency, date: formatDate(quote.data.rate_date) })}
              </p>
            )}
          </section>
          <UnavailableLines lines={quote.data.unavailable} />
        </>
      )}
    </div>
  );
}

/** A 422 answer with the advice and the reasons: no line can carry the parcels (SPEC §8 'no service'). */
function isNoService(error: unknown): error is ApiError & { data: NoServiceData } {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const data = error.data as Partial<NoServiceData> | undefined;
  return typeof data?.advice === 'string' && Array.isArray(data.unavailable);
}

/** What was asked: the route and the parcel, with a way back to change it. */
function Summary({ values }: { values: CalculatorValues }) {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  const origin = warehouses.data?.find((warehouse) => warehouse.store_id === values.store_id)?.name ?? '';
  const parcel = values.parcels[0];
  return (
    <section className="pricing-card pricing-summary" aria-label={t('result.summary')}>
      <div>
        <h3>{t('result.route', { origin, destination: t(`destinations.${values.country_id}`) })}</h3>
        <p className="pricing-muted">
          {t('result.parcel', {
            quantity: parcel.quantity,
            length: parcel.length,
            width: parcel.width,
            height: parcel.height,
            weight: parcel.weight,
          })}
        </p>
      </div>
      <Button size="small" onClick={() => navigate(PATHS.calculate)}>
        {t('result.edit')}
      </Button>
    </section>
  );
}
