import type { CentreCoupon } from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { CouponFace } from './coupon-face';

/** One of the customer's coupons: its validity in the reader's dates, the days left, and why it cannot be used. */
export function OwnedCoupon({ coupon }: { coupon: CentreCoupon }) {
  const { t } = useTranslation('coupons');
  return (
    <CouponFace coupon={coupon} state={coupon.state}>
      <div className="coupon-muted">
        {coupon.expires_at
          ? t('owned.validity', { from: formatDate(coupon.starts_at), to: formatDate(coupon.expires_at) })
          : t('owned.validFrom', { from: formatDate(coupon.starts_at) })}
      </div>
      {coupon.state === 'usable' && coupon.days_left !== null && (
        <div className="coupon-muted">{t('owned.daysLeft', { count: coupon.days_left })}</div>
      )}
      {coupon.state === 'used' && coupon.used_shipment_id !== null && (
        <div className="coupon-muted">{t('owned.usedOn', { id: coupon.used_shipment_id })}</div>
      )}
      {coupon.state !== 'usable' && coupon.state !== 'used' && coupon.reason && (
        <div className="coupon-reason">{coupon.reason}</div>
      )}
    </CouponFace>
  );
}
