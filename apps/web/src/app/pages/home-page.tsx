import { BannerCarousel, FlashNewsTicker } from '../../features/content';
import PricingHome from '../../features/pricing/pages/home-page';
import { HomeTrackingBox } from '../../features/tracking';
import { ShipmentCounts } from '../../features/waybills';

/**
 * Home (SPEC §2): the content feature's banners and flash news, the pricing feature's greeting, estimate and
 * shortcuts, the tracking-number box, and the shipment-count labels.
 */
export default function HomePage() {
  return (
    <>
      <BannerCarousel />
      <FlashNewsTicker />
      <PricingHome />
      <HomeTrackingBox />
      <ShipmentCounts />
    </>
  );
}
