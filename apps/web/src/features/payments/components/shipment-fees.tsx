import { useTranslation } from 'react-i18next';
import { FeeBreakdown } from '../../../components/fee-breakdown';
import { DutiesSummary } from '../../../components/landed-cost';
import type { PayView } from '../api/types';

/** The waybill being paid: its number and what its fees are made of. */
export function ShipmentFees({ view }: { view: PayView }) {
  const { t } = useTranslation('payments');
  return (
    <section className="payments-card" aria-label={t('pay.shipment')}>
      <h2>{t('pay.shipmentNumber', { number: view.shipment.shipment_id })}</h2>
      <FeeBreakdown fees={view.shipment.fees} />
      {view.shipment.duties && <DutiesSummary duties={view.shipment.duties} currency={view.shipment.fees.currency} />}
    </section>
  );
}
