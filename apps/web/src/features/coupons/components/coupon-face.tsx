import type { CampaignCoupon, CentreCoupon } from '@parcelway/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useWarehouses } from '../../../lib/reference-data';

type Face = Pick<
  CentreCoupon | CampaignCoupon,
  'title' | 'currency' | 'amount' | 'percent' | 'cap' | 'min_spend' | 'scope' | 'store_id' | 'line_id'
>;

/**
 * What a coupon is worth (an amount, or a percentage with its cap), its minimum spend and where it applies
 * (what it takes off, the warehouse, the line). The caller adds the dates, the state and the action.
 */
export function CouponFace({
  coupon,
  state,
  children,
  action,
}: {
  coupon: Face;
  state: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation('coupons');
  const warehouses = useWarehouses();
  const warehouse = warehouses.data?.find((item) => item.store_id === coupon.store_id)?.name;
  const value = coupon.amount ? formatMoney(coupon.amount, coupon.currency) : `${coupon.percent}%`;
  return (
    <li className="coupon-card" data-state={state} aria-label={coupon.title}>
      <div className="coupon-value">{value}</div>
      <div className="coupon-main">
        <h3>{coupon.title}</h3>
        {coupon.cap && (
          <div className="coupon-muted">{t('face.cap', { amount: formatMoney(coupon.cap, coupon.currency) })}</div>
        )}
        <div className="coupon-muted">
          {coupon.min_spend
            ? t('face.minSpend', { amount: formatMoney(coupon.min_spend, coupon.currency) })
            : t('face.noMinSpend')}
        </div>
        <div className="coupon-muted">
          {t(`face.scope.${coupon.scope}`)}
          {coupon.store_id !== null && ` · ${t('face.warehouse', { name: warehouse ?? `#${coupon.store_id}` })}`}
          {coupon.line_id !== null && ` · ${t('face.line')}`}
        </div>
        {children}
      </div>
      {action}
    </li>
  );
}
