import type { CampaignCoupon } from '@parcelway/domain';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { CouponFace } from './coupon-face';

/** An offer to claim: how long a claimed coupon lasts, and the claim button or why it cannot be claimed. */
export function CampaignCouponRow({
  coupon,
  claiming,
  onClaim,
}: {
  coupon: CampaignCoupon;
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation('coupons');
  const action =
    coupon.state === 'claimable' ? (
      <Button
        size="small"
        color="primary"
        loading={claiming}
        onClick={onClaim}
        aria-label={t('offers.claimNamed', { title: coupon.title })}
      >
        {t('offers.claim')}
      </Button>
    ) : undefined;
  return (
    <CouponFace coupon={coupon} state={coupon.state} action={action}>
      <div className="coupon-muted">
        {coupon.valid_days !== null
          ? t('offers.validDays', { count: coupon.valid_days })
          : coupon.ends_at && t('offers.until', { date: formatDate(coupon.ends_at) })}
      </div>
      {coupon.remaining !== null && (
        <div className="coupon-muted">{t('offers.remaining', { count: coupon.remaining })}</div>
      )}
      {coupon.reason && <div className="coupon-reason">{coupon.reason}</div>}
    </CouponFace>
  );
}
