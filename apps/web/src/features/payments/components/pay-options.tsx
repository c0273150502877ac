import { List, Selector, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import type { PayView } from '../api/types';
import { type PayChoices, withPayChoices } from '../utils/pay-choices';
import type { WaybillPayment } from './use-waybill-pay';

/** What the customer chooses before a method: the pay currency, points, a coupon, combining with the balance. */
export function PayOptions({
  view,
  payment,
  onChoose,
}: {
  view: PayView;
  payment: WaybillPayment;
  onChoose: (next: PayChoices) => void;
}) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const { form, current, canCombine, combinePay } = payment;
  return (
    <>
      <section className="payments-card" aria-label={t('pay.currency')}>
        <h2>{t('pay.currency')}</h2>
        <Selector
          aria-label={t('pay.currency')}
          columns={5}
          options={view.currencies.map((code) => ({ label: code, value: code }))}
          value={[view.currency]}
          onChange={(next) => {
            if (!next[0] || next[0] === view.currency) return;
            // A coupon is for one currency, and each currency has its own methods: switching leaves both behind.
            onChoose({ ...current, currency: next[0], couponId: undefined });
            form.resetField('method');
          }}
        />
      </section>

      <List mode="card">
        <List.Item
          description={t('pay.pointsHint', {
            points: view.points.points,
            offset: formatMoney(view.points.offset, view.currency),
            cap: formatMoney(view.points.cap, view.currency),
          })}
          extra={
            <Switch
              aria-label={t('pay.usePoints')}
              checked={view.use_points}
              disabled={view.points.points === 0}
              onChange={(usePoints) => onChoose({ ...current, usePoints })}
            />
          }
        >
          {t('pay.usePoints')}
        </List.Item>
        <List.Item
          onClick={() => navigate(withPayChoices(PATHS.waybillCoupon, current))}
          extra={
            view.coupon
              ? t('pay.couponChosen', {
                  code: view.coupon.code,
                  discount: formatMoney(view.coupon.discount, view.currency),
                })
              : t('pay.chooseCoupon')
          }
        >
          {t('pay.coupon')}
        </List.Item>
        <List.Item extra={formatMoney(view.balance, view.currency)}>{t('pay.balance')}</List.Item>
        {canCombine && (
          <List.Item
            description={t('pay.combineHint', { balance: formatMoney(view.balance, view.currency) })}
            extra={
              <Switch
                aria-label={t('pay.combine')}
                checked={combinePay}
                onChange={(on) => {
                  onChoose({ ...current, combinePay: on });
                  if (on && form.getValues('method') === 'balance') form.setValue('method', undefined);
                }}
              />
            }
          >
            {t('pay.combine')}
          </List.Item>
        )}
      </List>
    </>
  );
}
