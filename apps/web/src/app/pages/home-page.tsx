import { EmailConfirmBanner } from '../../features/auth';
import { BannerCarousel, FlashNewsTicker, HelpCentreLink, HomeTour } from '../../features/content';
import { CouponPopUp } from '../../features/coupons';
import PricingHome from '../../features/pricing/pages/home-page';
import { HomeTrackingBox } from '../../features/tracking';
import { ShipmentCounts } from '../../features/waybills';

/**
 * Home (SPEC §2): the content feature's banners and flash news, the pricing feature's greeting, estimate and
 * shortcuts, the tracking-number box, the shipment-count labels and the way to the help centre; the guided tour
 * (content) points at them by their `data-tour` marks; the coupons feature's pop-up offer; above them, the auth
 * feature's banner while the account's e-mail address waits for its confirmation.
 */
export default function HomePage() {
  return (
    <>
      <EmailConfirmBanner />
      <BannerCarousel />
      <FlashNewsTicker />
      <div data-tour="estimate">
        <PricingHome />
      </div>
      <div data-tour="track">
        <HomeTrackingBox />
      </div>
      <div data-tour="counts">
        <ShipmentCounts />
      </div>
      <div data-tour="help">
        <HelpCentreLink />
      </div>
      <HomeTour />
      <CouponPopUp />
    </>
  );
}
