import type { Duties, QuotedLine } from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format';
import './fee-breakdown.css';

/** The chargeable weight of a line for these parcels, in one sentence: which weight was charged and why. */
export function chargedOn(line: QuotedLine, t: ReturnType<typeof useTranslation<'common'>>['t']): string {
  return t(`landed.chargedOn.${line.weight.basis}`, {
    chargeable: line.weight.chargeable_weight,
    divisor: line.volumetric_divisor,
    minimum: line.min_chargeable_weight,
  });
}

/**
 * How a line's weight is charged, with the figures: actual against volumetric (with the line's divisor), which
 * one wins and why, the line's minimum per parcel when it has one.
 */
export function ChargeableWeight({ line }: { line: QuotedLine }) {
  const { t } = useTranslation('common');
  const { weight } = line;
  return (
    <section className="landed-weight" aria-label={t('landed.weightTitle')}>
      <h4>{t('landed.weightTitle')}</h4>
      <p>{t('landed.weightRule')}</p>
      <p>
        {t('landed.weightFigures', {
          actual: weight.actual_weight,
          volumetric: weight.volumetric_weight,
          divisor: line.volumetric_divisor,
          chargeable: weight.chargeable_weight,
        })}
      </p>
      <p>{t(`landed.basis.${weight.basis}`, { minimum: line.min_chargeable_weight })}</p>
      {Number(line.min_chargeable_weight) > 0 && weight.basis !== 'minimum' && (
        <p className="fee-breakdown-note">{t('landed.minimum', { minimum: line.min_chargeable_weight })}</p>
      )}
    </section>
  );
}

/**
 * The destination's taxes one way everywhere (calculator, estimate, waybill, pay page): what we collect, what customs
 * take at the door (estimated, with the source it is estimated from), the landed cost, and why.
 */
export function DutiesSummary({ duties, currency, title }: { duties: Duties; currency: string; title?: string }) {
  const { t } = useTranslation('common');
  const money = (amount: string) => formatMoney(amount, currency);
  const atDoor = duties.items.filter((item) => item.collected_by === 'customs');
  return (
    <section className="landed-duties" aria-label={title ?? t('landed.duties')} data-testid="landed-duties">
      {title && <h4>{title}</h4>}
      <dl className="fee-breakdown">
        {Number(duties.collected_by_us) > 0 && (
          <>
            <dt>{t('landed.collectedByUs')}</dt>
            <dd data-testid="duties-collected">{money(duties.collected_by_us)}</dd>
          </>
        )}
        {atDoor.map((item) => (
          <div key={item.code} style={{ display: 'contents' }}>
            <dt>{item.name}</dt>
            <dd>{money(item.amount)}</dd>
          </div>
        ))}
        {Number(duties.at_clearance) > 0 && (
          <>
            <dt>{t('landed.atDoor')}</dt>
            <dd data-testid="duties-at-door">{money(duties.at_clearance)}</dd>
            <dt className="fee-breakdown-total">{t('landed.landedTotal')}</dt>
            <dd className="fee-breakdown-total" data-testid="duties-landed">
              {money(duties.landed_total)}
            </dd>
          </>
        )}
      </dl>
      {duties.notes.map((note) => (
        <p key={note} className="fee-breakdown-note">
          {note}
        </p>
      ))}
      {duties.source && (
        <p className="fee-breakdown-note">
          <a href={duties.source.url} target="_blank" rel="noreferrer">
            {t('landed.source', {
              authority: duties.source.authority,
              name: duties.source.name,
              read: duties.source.read,
            })}
          </a>
        </p>
      )}
    </section>
  );
}

/**
 * Everything a line costs before the customer commits: freight, insurance, the handling fee, the destination's
 * taxes we collect, what customs take at clearance, and the landed cost (SPEC §9 taxes).
 */
export function LandedCost({ line }: { line: QuotedLine }) {
  const { t } = useTranslation('common');
  const { fees, duties } = line;
  const money = (amount: string) => formatMoney(amount, fees.currency);
  const ours = duties.items.filter((item) => item.collected_by === 'us');
  const rows: [string, string][] = [
    [t('fees.postage'), fees.postage],
    ...(Number(fees.insurance) > 0 ? [[t('fees.insurance'), fees.insurance] as [string, string]] : []),
    ...(Number(fees.service_charge) > 0 ? [[t('fees.service_charge'), fees.service_charge] as [string, string]] : []),
    ...ours.map((item) => [item.name, item.amount] as [string, string]),
  ];
  return (
    <section className="landed-cost" aria-label={t('landed.title')}>
      <dl className="fee-breakdown">
        {rows.map(([label, amount]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
        <dt className="fee-breakdown-total">{t('landed.payUs')}</dt>
        <dd className="fee-breakdown-total">{money(fees.total)}</dd>
      </dl>
      <DutiesSummary duties={duties} currency={fees.currency} />
    </section>
  );
}
