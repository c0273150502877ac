import PricingHome from '../../features/pricing/pages/home-page';
import { ShipmentCounts } from '../../features/waybills';

/** Home (SPEC §2): the pricing feature's greeting, estimate and shortcuts, with the shipment-count labels. */
export default function HomePage() {
  return (
    <>
      <PricingHome />
      <ShipmentCounts />
    </>
  );
}
