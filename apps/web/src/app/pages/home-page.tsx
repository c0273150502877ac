import { BannerCarousel, FlashNewsTicker, HelpCentreLink } from '../../features/content';
import { CouponPopUp } from '../../features/coupons';
import PricingHome from '../../features/pricing/pages/home-page';
import { HomeTrackingBox } from '../../features/tracking';
import { ShipmentCounts } from '../../features/waybills';

/**
 * Home (SPEC §2): the content feature's banners and flash news, the pricing feature's greeting, estimate and
 * shortcuts, the tracking-number box, the shipment-count labels, the way to the help centre and the coupon pop-up.
 */
export default function HomePage() {
  return (
    <>
      <BannerCarousel />
      <FlashNewsTicker />
      <PricingHome />
      <HomeTrackingBox />
      <ShipmentCounts />
      <HelpCentreLink />
      <CouponPopUp />
    </>
  );
}
