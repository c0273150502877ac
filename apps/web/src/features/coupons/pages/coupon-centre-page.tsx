import { COUPON_TABS, type CouponTab } from '@parcelway/domain';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { TabPanel, TabStrip, useTabIds } from '../../../components/tab-strip';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes-paths';
import { useReceiveCoupon } from '../api/claim-coupon';
import { useCampaignCoupons } from '../api/get-campaign-coupons';
import { useCouponList } from '../api/get-coupon-list';
import { CampaignCouponRow } from '../components/campaign-coupon';
import { OwnedCoupon } from '../components/owned-coupon';
import { RedeemCodeForm } from '../components/redeem-code-form';
import '../coupons.css';

/**
 * The coupon centre (SPEC §2 personal/cupon): redeem a code, the offers to claim, and the customer's coupons under
 * the tabs available / used / expired with their counts.
 */
export default function CouponCentrePage() {
  const { t } = useTranslation('coupons');
  const tabIds = useTabIds();
  const [tab, setTab] = useState<CouponTab>('available');
  const list = useCouponList(tab);
  const counts = list.data?.counts;
  return (
    <div className="coupons-page">
      <RedeemCodeForm />
      <Offers />
      <TabStrip
        ids={tabIds}
        active={tab}
        onChange={setTab}
        tabs={COUPON_TABS.map((key) => ({ key, title: t(`tabs.${key}`, { count: counts?.[key] ?? 0 }) }))}
      />
      <TabPanel ids={tabIds} tab={tab}>
        {list.isPending && <LoadingBlock lines={4} />}
        {list.isError && <LoadFailed error={list.error} onRetry={() => void list.refetch()} />}
        {list.isSuccess && list.data.list.length === 0 && <NoCoupons tab={tab} />}
        {list.isSuccess && list.data.list.length > 0 && (
          <ul className="coupons-list" aria-label={t(`tabs.${tab}`, { count: list.data.total })}>
            {list.data.list.map((coupon) => (
              <OwnedCoupon key={coupon.id} coupon={coupon} />
            ))}
          </ul>
        )}
      </TabPanel>
    </div>
  );
}

/** An empty tab; with nothing to use, where coupons come from. */
function NoCoupons({ tab }: { tab: CouponTab }) {
  const { t } = useTranslation('coupons');
  if (tab !== 'available') return <EmptyState title={t(`empty.${tab}`)} />;
  return (
    <EmptyState title={t('empty.available')} description={t('empty.availableHint')}>
      <Link to={PATHS.friend}>
        <Button color="primary" fill="outline">
          {t('empty.inviteFriends')}
        </Button>
      </Link>
    </EmptyState>
  );
}

/** The offers running now: claim one, or read why it cannot be claimed. */
function Offers() {
  const { t } = useTranslation('coupons');
  const offers = useCampaignCoupons();
  const receive = useReceiveCoupon();
  if (!offers.isSuccess || offers.data.length === 0) return null;
  const claim = async (id: number) => {
    try {
      const coupon = await receive.mutateAsync(id);
      Toast.show({ icon: 'success', content: t('offers.claimed', { title: coupon.title }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      Toast.show({ content: error.message });
    }
  };
  return (
    <section aria-label={t('offers.title')}>
      <ul className="coupons-list">
        {offers.data.map((coupon) => (
          <CampaignCouponRow
            key={coupon.id}
            coupon={coupon}
            claiming={receive.isPending && receive.variables === coupon.id}
            onClaim={() => void claim(coupon.id)}
          />
        ))}
      </ul>
    </section>
  );
}
