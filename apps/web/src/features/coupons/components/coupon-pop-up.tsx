import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useAnswerPopUp, usePopUpCoupons } from '../api/pop-up-coupons';
import '../coupons.css';

/**
 * The home page's pop-up offer: the first offer the customer has not answered. Claimed or closed, the server
 * records the answer, so it is never shown again (on this device or another).
 */
export function CouponPopUp() {
  const { t } = useTranslation('coupons');
  const offers = usePopUpCoupons();
  const answer = useAnswerPopUp();
  const offer = offers.data?.[0];
  if (!offer) return null;
  const respond = async (action: 'claim' | 'dismiss') => {
    try {
      const result = await answer.mutateAsync({ id: offer.id, action });
      if (result.coupon) Toast.show({ icon: 'success', content: t('offers.claimed', { title: result.coupon.title }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      Toast.show({ content: error.message });
    } finally {
      await offers.refetch();
    }
  };
  const value = offer.amount ? formatMoney(offer.amount, offer.currency) : `${offer.percent}%`;
  return (
    <Dialog
      visible
      title={t('popUp.title')}
      content={
        <div>
          <p className="coupon-value">{value}</p>
          <p>{offer.title}</p>
          {offer.min_spend && (
            <p className="coupon-muted">
              {t('face.minSpend', { amount: formatMoney(offer.min_spend, offer.currency) })}
            </p>
          )}
        </div>
      }
      actions={[
        [
          {
            key: 'dismiss',
            text: t('popUp.dismiss'),
            disabled: answer.isPending,
            onClick: () => void respond('dismiss'),
          },
          {
            key: 'claim',
            text: t('offers.claim'),
            bold: true,
            disabled: answer.isPending,
            onClick: () => void respond('claim'),
          },
        ],
      ]}
    />
  );
}
