import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import type { QuotedLine, RefusedLine } from '../api/get-quotation';
import type { CalculatorValues } from '../utils/calculator-params';

/** A line that can carry the parcels: price, ETA, delivery method, breakdown and the chargeable weight in words. */
export function QuoteLineCard({
  line,
  parcel,
  cheapest,
}: {
  line: QuotedLine;
  parcel: CalculatorValues['parcels'][0];
  cheapest: boolean;
}) {
  const { t } = useTranslation('pricing');
  const { fees, eta } = line;
  return (
    <article className="pricing-card" aria-label={line.name}>
      <div className="pricing-line-head">
        <h3>{line.name}</h3>
        <div className="pricing-line-price">{formatMoney(fees.total, fees.currency)}</div>
      </div>
      <div className="pricing-tags">
        {cheapest && (
          <Tag color="success" fill="solid">
            {t('result.cheapest')}
          </Tag>
        )}
        <Tag color="primary" fill="outline">
          {line.service_level_name}
        </Tag>
        <Tag color="default" fill="outline">
          {line.delivery_method_name}
        </Tag>
      </div>
      <p>{t('result.transit', { min: eta.transit_days_min, max: eta.transit_days_max })}</p>
      <p className="pricing-muted">
        {t('result.cutoff', { time: eta.next_cutoff.local, zone: eta.next_cutoff.time_zone })}
      </p>
      <p className="pricing-muted">
        {t('result.delivery', { from: eta.estimated_delivery_from, to: eta.estimated_delivery_to })}
      </p>
      <WeightExplanation line={line} parcel={parcel} />
      <dl className="pricing-breakdown">
        <div>
          <dt>{t('result.postage')}</dt>
          <dd>{fees.postage}</dd>
        </div>
        <div>
          <dt>{t('result.insurance')}</dt>
          <dd>{fees.insurance}</dd>
        </div>
        <div>
          <dt>{t('result.serviceCharge')}</dt>
          <dd>{fees.service_charge}</dd>
        </div>
        <div className="pricing-breakdown-total">
          <dt>{t('result.total')}</dt>
          <dd>{formatMoney(fees.total, fees.currency)}</dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * The chargeable weight in words: which of actual and volumetric weight was charged, with the figures
 * and the size sum, then the server's own note (e.g. "a light, bulky parcel is charged by its size").
 */
function WeightExplanation({ line, parcel }: { line: QuotedLine; parcel: CalculatorValues['parcels'][0] }) {
  const { t } = useTranslation('pricing');
  const weight = line.weight.parcels[0];
  if (!weight) return null;
  const figures = {
    chargeable: weight.chargeable_weight,
    actual: weight.actual_weight,
    volumetric: weight.volumetric_weight,
    length: parcel.length.trim(),
    width: parcel.width.trim(),
    height: parcel.height.trim(),
    divisor: line.volumetric_divisor,
  };
  const sentence =
    weight.basis === 'volumetric'
      ? t('weight.byVolume', figures)
      : weight.basis === 'minimum'
        ? t('weight.byMinimum', figures)
        : t('weight.byActual', figures);
  return (
    <section className="pricing-weight" aria-label={t('weight.title')}>
      <h4>
        {t('weight.title')}: {line.weight.chargeable_weight} kg
      </h4>
      <p>{sentence}</p>
      {weight.quantity > 1 && (
        <p>{t('weight.eachParcel', { quantity: weight.quantity, total: line.weight.chargeable_weight })}</p>
      )}
      {weight.basis === 'volumetric' && <p>{t('weight.bulky')}</p>}
      {line.weight.notes.map((note) => (
        <p key={note} className="pricing-muted">
          {note}
        </p>
      ))}
    </section>
  );
}

/** Lines of the route that cannot carry the parcels, each with the server's reasons. */
export function UnavailableLines({ lines }: { lines: RefusedLine[] }) {
  const { t } = useTranslation('pricing');
  if (lines.length === 0) return null;
  return (
    <section aria-label={t('result.unavailableTitle')}>
      <h2 className="pricing-section-title">{t('result.unavailableTitle')}</h2>
      {lines.map((line) => (
        <article key={line.id} className="pricing-card" aria-label={line.name}>
          <h3>{line.name}</h3>
          <ul className="pricing-reasons">
            {line.reasons.map((reason) => (
              <li key={reason.code}>
                {reason.message}
                {reason.advice && <div className="pricing-muted">{reason.advice}</div>}
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
