import type { QuotedLine } from '@parcelway/domain';
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
 * Everything a line costs before the customer commits: freight, insurance, the handling fee, the destination's
 * taxes we collect, what customs take at clearance, and the landed cost (SPEC §9 taxes).
 */
export function LandedCost({ line }: { line: QuotedLine }) {
  const { t } = useTranslation('common');
  const { fees, duties } = line;
  const money = (amount: string) => formatMoney(amount, fees.currency);
  const ours = duties.items.filter((item) => item.collected_by === 'us');
  const atClearance = duties.items.filter((item) => item.collected_by === 'customs');
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
        {atClearance.map((item) => (
          <div key={item.code} style={{ display: 'contents' }}>
            <dt>{item.name}</dt>
            <dd>{money(item.amount)}</dd>
          </div>
        ))}
        {atClearance.length > 0 && (
          <>
            <dt>{t('landed.atClearance')}</dt>
            <dd>{money(duties.at_clearance)}</dd>
            <dt className="fee-breakdown-total">{t('landed.landedTotal')}</dt>
            <dd className="fee-breakdown-total">{money(duties.landed_total)}</dd>
          </>
        )}
      </dl>
      <section aria-label={t('landed.duties')}>
        {duties.notes.map((note) => (
          <p key={note} className="fee-breakdown-note">
            {note}
          </p>
        ))}
      </section>
    </section>
  );
}
