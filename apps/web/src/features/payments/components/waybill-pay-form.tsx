import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ChoiceField, FormLayout, TextField } from '../../../components/form';
import { formatMoney } from '../../../lib/format';
import type { PayView } from '../api/types';
import type { PayChoices } from '../utils/pay-choices';
import { PayOptions } from './pay-options';
import { PaySummary } from './pay-summary';
import { ShipmentFees } from './shipment-fees';
import { useWaybillPay } from './use-waybill-pay';

/** The pay page's form: the fees, the choices, the method (and a shopper's name where asked), the sum and Pay. */
export function WaybillPayForm({
  view,
  choices,
  onChoose,
  onWechatLink,
  onRefresh,
}: {
  view: PayView;
  choices: PayChoices;
  onChoose: (next: PayChoices) => void;
  onWechatLink: (link: string) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation(['payments', 'common']);
  const payment = useWaybillPay({ view, choices, onWechatLink, onRefresh });
  const { form, chosen, combinePay } = payment;

  return (
    <form className="payments-page" onSubmit={payment.pay} noValidate aria-label={t('pay.title')}>
      <ShipmentFees view={view} />
      <PayOptions view={view} payment={payment} onChoose={onChoose} />

      <FormLayout>
        <ChoiceField
          control={form.control}
          name="method"
          label={t('pay.method')}
          required
          columns={1}
          options={view.methods
            // A method whose provider is not set up on this server is not offered at all.
            .filter((method) => method.available)
            .map((method) => ({
              value: method.code,
              label: method.name,
              disabled: method.code === 'balance' && combinePay,
            }))}
        />
        {chosen?.shopper_name_required && (
          <TextField control={form.control} name="shopper_name" label={t('pay.shopperName')} required />
        )}
      </FormLayout>

      <PaySummary view={view} payment={payment} />

      <div className="page-bottom-bar is-page">
        <span className="payments-payable" role="status" aria-label={t('pay.payable')}>
          {t('pay.payable')} <strong>{formatMoney(view.payable, view.currency)}</strong>
        </span>
        <Button color="primary" type="submit" loading={payment.busy}>
          {t('pay.submit')}
        </Button>
      </div>
    </form>
  );
}
