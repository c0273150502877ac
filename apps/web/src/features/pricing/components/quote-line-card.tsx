import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { chargedOn, LandedCost } from '../../../components/landed-cost';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import type { QuotedLine, RefusedLine } from '../api/get-quotation';

/** A line that can carry the parcels: price, ETA, delivery method, the weight it charged and the landed cost. */
export function QuoteLineCard({ line, cheapest }: { line: QuotedLine; cheapest: boolean }) {
  const { t } = useTranslation('pricing');
  const { t: tc } = useTranslation('common');
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
        {t('result.cutoff', {
          time: formatDateTime(eta.next_cutoff.at, undefined, eta.next_cutoff.time_zone),
          zone: eta.next_cutoff.time_zone,
        })}
      </p>
      <p className="pricing-muted">
        {t('result.delivery', {
          from: formatDate(eta.estimated_delivery_from),
          to: formatDate(eta.estimated_delivery_to),
        })}
      </p>
      {fees.member_discount !== '0.00' && (
        <p className="pricing-member-line" data-testid="member-discount">
          {t('result.memberDiscount', { amount: formatMoney(fees.member_discount, fees.currency) })}
        </p>
      )}
      <p>{chargedOn(line, tc)}</p>
      <LandedCost line={line} />
    </article>
  );
}

/**
 * How weight is charged, said once for every line: the rule, the actual weight and the volumetric weight at
 * each divisor the lines use (each line then says which weight it charged).
 */
export function WeightRule({ lines }: { lines: QuotedLine[] }) {
  const { t } = useTranslation('common');
  const [first] = lines;
  if (!first) return null;
  const byDivisor = [...new Map(lines.map((line) => [line.volumetric_divisor, line.weight.volumetric_weight]))];
  return (
    <section className="pricing-card pricing-weight" aria-label={t('landed.weightTitle')}>
      <h3>{t('landed.weightTitle')}</h3>
      <p>{t('landed.weightRule')}</p>
      <p>
        {first.weight.actual_weight} kg ·{' '}
        {byDivisor.map(([divisor, volumetric]) => t('landed.byDivisor', { divisor, volumetric })).join(' · ')}
      </p>
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
