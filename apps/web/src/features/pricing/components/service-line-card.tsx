import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import type { CourierLine } from '../api/get-courier-list';

/** The line's name, price from the first weight, service level and delivery method. */
export function LineHead({ line, children }: { line: CourierLine; children?: ReactNode }) {
  const { t } = useTranslation('pricing');
  return (
    <>
      <div className="pricing-line-head">
        <h3>{line.name}</h3>
        <div className="pricing-line-price">{formatMoney(line.first_weight_price, line.currency)}</div>
      </div>
      <div className="pricing-tags">
        <Tag color="primary" fill="outline">
          {line.service_level_name}
        </Tag>
        <Tag color="default" fill="outline">
          {line.delivery_method_name}
        </Tag>
        {children}
      </div>
      <p className="pricing-muted">
        {t('lines.rate', {
          currency: line.currency,
          firstPrice: line.first_weight_price,
          firstWeight: line.first_weight,
          stepPrice: line.additional_weight_price,
          step: line.additional_weight,
        })}
      </p>
    </>
  );
}

/** A line's limits and insurance terms as a definition list (the summary card shows the first ones, the detail all). */
export function LineTerms({ line, full }: { line: CourierLine; full?: boolean }) {
  const { t } = useTranslation('pricing');
  const none = t('lines.nothing');
  const rows: [string, string][] = [
    [t('lines.firstWeight'), `${line.first_weight} kg · ${formatMoney(line.first_weight_price, line.currency)}`],
    [
      t('lines.stepWeight'),
      `${line.additional_weight} kg · ${formatMoney(line.additional_weight_price, line.currency)}`,
    ],
    [t('lines.maxWeight'), line.max_parcel_weight === null ? t('lines.noLimit') : `${line.max_parcel_weight} kg`],
    [
      t('lines.maxDeclared'),
      line.max_declared_value === null ? t('lines.noLimit') : formatMoney(line.max_declared_value, line.currency),
    ],
    [
      t('lines.refused'),
      line.refused_attributes.length === 0 ? none : line.refused_attributes.map((item) => item.name).join(', '),
    ],
    [
      t('lines.insurance'),
      t(Number(line.freeInsurance) > 0 ? 'lines.insuranceTerms' : 'lines.insuranceNoFree', {
        currency: line.currency,
        free: line.freeInsurance,
        percentage: line.insurancePercentage,
        max: line.maxInsurance,
      }),
    ],
    [
      t('lines.liability'),
      Number(line.freeInsurance) > 0
        ? t('lines.liabilityTerms', { currency: line.currency, free: line.freeInsurance })
        : t('lines.liabilityNone'),
    ],
  ];
  if (full) {
    rows.push(
      [t('lines.minChargeable'), `${line.min_chargeable_weight} kg`],
      [t('lines.weightStep'), `${line.weight_step} kg`],
      [t('lines.volumetric'), t('lines.volumetricRule', { divisor: line.volumetric_divisor })],
      [
        t('lines.documents'),
        line.required_documents.length === 0 ? none : line.required_documents.map((item) => item.name).join(', '),
      ],
      [t('lines.transit'), t('result.transit', { min: line.eta.transit_days_min, max: line.eta.transit_days_max })],
    );
  }
  return (
    <dl className="pricing-terms">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
