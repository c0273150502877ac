import PricingHome from '../../features/pricing/pages/home-page';
import { HomeTrackingBox } from '../../features/tracking';
import { ShipmentCounts } from '../../features/waybills';

/**
 * Home (SPEC §2): the pricing feature's greeting, estimate and shortcuts, the tracking-number box, and the
 * shipment-count labels.
 */
export default function HomePage() {
  return (
    <>
      <PricingHome />
      <HomeTrackingBox />
      <ShipmentCounts />
    </>
  );
}
