import { Button, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormLayout, showServerErrors, TextField, useZodForm } from '../../../components/form';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useAvailableCoupons, useRedeemCouponCode } from '../api/get-available-coupons';
import { usePayView } from '../api/get-pay-view';
import type { CheckoutCoupon } from '../api/types';
import { type PayChoices, readPayChoices, withPayChoices } from '../utils/pay-choices';
import '../payments.css';

/** Redeeming by code needs the code (SPEC: 'redemption needs a code'). */
const codeSchema = z.object({ code: z.string().trim().min(1, { error: 'coupon.codeRequired' }).max(40) });

/**
 * Choose a coupon for a waybill's payment (SPEC §2 waybill/coupon?waybillId=&currency=): the customer's coupons
 * checked against this waybill by the payment's own rule (total, freight or extra services, warehouse, line,
 * minimum spend), usable first and the others with their reason, or one redeemed by its code. The
 * choice goes back to the pay page in its URL (`couponId=`).
 */
export default function CouponPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const choices = readPayChoices(params);
  if (!choices) return <EmptyState title={t('pay.missing')} />;
  return <CouponChoice choices={choices} />;
}

function CouponChoice({ choices }: { choices: PayChoices }) {
  const { t } = useTranslation(['payments', 'common']);
  const navigate = useNavigate();
  // A coupon is checked against the whole total, before points.
  const view = usePayView({ waybillId: choices.waybillId, currency: choices.currency, usePoints: false });
  // The waybill itself is named, so its warehouse, line, freight and extra services count as at payment.
  const spend = view.data ? { shipmentId: choices.waybillId, currency: view.data.currency } : null;
  const coupons = useAvailableCoupons(spend);
  const redeem = useRedeemCouponCode();
  const form = useZodForm(codeSchema, { code: '' });

  const backToPay = (couponId: number | undefined) =>
    navigate(withPayChoices(PATHS.waybillPay, { ...choices, couponId }), { replace: true });

  const redeemCode = form.handleSubmit(async ({ code }) => {
    if (!spend) return;
    try {
      const [coupon] = await redeem.mutateAsync({ ...spend, code });
      if (coupon?.usable) backToPay(coupon.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!showServerErrors(form, error)) Toast.show({ content: error.message });
    }
  });

  if (view.isPending) return <LoadingBlock lines={6} />;
  if (view.isError) return <LoadFailed error={view.error} onRetry={() => void view.refetch()} />;

  return (
    <div className="payments-page">
      <p className="payments-card" role="status">
        {t('coupons.spend', { amount: formatMoney(view.data.total, view.data.currency) })}
      </p>
      <form onSubmit={redeemCode} noValidate aria-label={t('coupons.redeem')}>
        <FormLayout>
          <TextField
            control={form.control}
            name="code"
            label={t('coupons.code')}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder={t('coupons.codePlaceholder')}
          />
        </FormLayout>
        <div className="page-actions">
          <Button block color="primary" type="submit" loading={redeem.isPending}>
            {t('coupons.redeem')}
          </Button>
        </div>
      </form>

      {coupons.isPending && <LoadingBlock lines={4} />}
      {coupons.isError && <LoadFailed error={coupons.error} onRetry={() => void coupons.refetch()} />}
      {coupons.isSuccess && coupons.data.length === 0 && <EmptyState title={t('coupons.none')} />}
      {coupons.isSuccess && coupons.data.length > 0 && (
        <ul className="payments-list" aria-label={t('coupons.title')}>
          {coupons.data.map((coupon) => (
            <CouponRow
              key={coupon.id}
              coupon={coupon}
              currency={view.data.currency}
              chosen={coupon.id === choices.couponId}
              onChoose={() => backToPay(coupon.id)}
            />
          ))}
        </ul>
      )}
      <div className="page-actions">
        <Button block fill="outline" onClick={() => backToPay(undefined)}>
          {t('coupons.noCoupon')}
        </Button>
      </div>
    </div>
  );
}

/** What a coupon takes off, and the warehouse and line it is for, as one line. */
function WhereItApplies({ coupon }: { coupon: CheckoutCoupon }) {
  const { t } = useTranslation('payments');
  const parts = [
    t(`coupons.scope.${coupon.scope}`),
    coupon.cap && t('coupons.cap', { amount: formatMoney(coupon.cap, coupon.currency) }),
    coupon.store_id !== null && t('coupons.warehouse', { name: coupon.store_name ?? `#${coupon.store_id}` }),
    coupon.line_id !== null && t('coupons.line', { name: coupon.line_name ?? `#${coupon.line_id}` }),
  ];
  return <div className="payments-muted">{parts.filter(Boolean).join(' · ')}</div>;
}

/** One coupon: what it is worth, its rules, and what it takes off this spend (in the pay currency) or why not. */
function CouponRow({
  coupon,
  currency,
  chosen,
  onChoose,
}: {
  coupon: CheckoutCoupon;
  currency: string;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('payments');
  const worth = coupon.amount ? formatMoney(coupon.amount, coupon.currency) : `${coupon.percent}%`;
  return (
    <li className="payments-row" aria-current={chosen ? 'true' : undefined}>
      <div className="payments-row-main">
        <strong>{t('coupons.worth', { worth, code: coupon.code })}</strong>
        {coupon.min_spend && (
          <span className="payments-muted">
            {t('coupons.minSpend', { amount: formatMoney(coupon.min_spend, coupon.currency) })}
          </span>
        )}
        <WhereItApplies coupon={coupon} />
        {coupon.expires_at && (
          <div className="payments-muted">{t('coupons.expires', { date: formatDateTime(coupon.expires_at) })}</div>
        )}
        {!coupon.usable && coupon.reason && <div className="payments-muted">{coupon.reason}</div>}
      </div>
      <div className="payments-amount">
        {coupon.usable && coupon.discount ? (
          <>
            <div>-{formatMoney(coupon.discount, currency)}</div>
            <Button
              size="small"
              color="primary"
              onClick={onChoose}
              aria-label={t('coupons.use', { code: coupon.code })}
            >
              {t('coupons.useShort')}
            </Button>
          </>
        ) : (
          <Tag color="default">{t('coupons.unusable')}</Tag>
        )}
      </div>
    </li>
  );
}
