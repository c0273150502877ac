import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BankAccount } from '../../../components/bank-account';
import { FormLayout, showServerErrors, useZodForm } from '../../../components/form';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { TransferProofField } from '../../../components/transfer-proof-field';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { useBankTransfer } from '../api/bank-transfer';
import { usePayView } from '../api/get-pay-view';
import type { BankTransferRequest, PayView } from '../api/types';
import { balanceSplit } from '../utils/amounts';
import { type PayChoices, paymentStatusPath, readPayChoices } from '../utils/pay-choices';
import '../payments.css';

/** One png, jpg or pdf under 1 MB (the uploader checks the file by the server's rule before it goes up). */
const proofSchema = z.object({ proof: z.string().trim().min(1, { error: 'payment.proofRequired' }) });

/**
 * Pay a waybill by bank transfer (SPEC §2 waybill/pay_bank): the account of the currency, the amount and the
 * reference, one proof uploaded; staff review it, and until then the waybill waits as bank_pending.
 */
export default function BankTransferPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const choices = readPayChoices(params);
  if (!choices) return <EmptyState title={t('pay.missing')} />;
  return <TransferScreen choices={choices} />;
}

function TransferScreen({ choices }: { choices: PayChoices }) {
  const view = usePayView(choices);
  if (view.isPending) return <LoadingBlock lines={6} />;
  if (view.isError) return <LoadFailed error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data.bank_transfer) return <EmptyState title={translateMessage('payment.bankTransferUnsupported')} />;
  return <TransferForm view={view.data} choices={choices} />;
}

function TransferForm({ view, choices }: { view: PayView; choices: PayChoices }) {
  const { t } = useTranslation(['payments', 'common']);
  const navigate = useNavigate();
  const transfer = useBankTransfer();
  const idempotency = useIdempotencyKey();
  const form = useZodForm(proofSchema, { proof: '' });
  // Combined, the balance pays what it holds and the transfer the rest.
  const split = balanceSplit(view.payable, view.balance, view.currency, choices.combinePay);

  const submit = form.handleSubmit(async ({ proof }) => {
    const request: BankTransferRequest = {
      shipmentId: choices.waybillId,
      amount: view.payable,
      currency: view.currency,
      combinePay: choices.combinePay,
      usePoints: view.use_points,
      couponId: view.coupon?.id,
      proof,
    };
    try {
      const answer = await transfer.mutateAsync({ request, key: idempotency.keyFor(request) });
      Toast.show({ icon: 'success', content: t('payBank.submitted') });
      navigate(paymentStatusPath(choices.waybillId, answer.attempt_id), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!showServerErrors(form, error)) Toast.show({ content: error.message });
    }
  });

  return (
    <form className="payments-page" onSubmit={submit} noValidate aria-label={t('payBank.title')}>
      <section className="payments-card" aria-label={t('payBank.amountLabel')}>
        <h2>{t('pay.shipmentNumber', { number: view.shipment.shipment_id })}</h2>
        <p className="payments-balance">{formatMoney(split.rest, view.currency)}</p>
        {choices.combinePay && (
          <p className="payments-muted">
            {t('payBank.balancePart', { amount: formatMoney(split.fromBalance, view.currency) })}
          </p>
        )}
        <p className="payments-muted">{t('payBank.instruction')}</p>
      </section>
      <section className="payments-card" aria-label={t('bank.title')}>
        <h2>{t('bank.title')}</h2>
        {view.bank_account && (
          <BankAccount account={view.bank_account} reference={view.shipment.shipment_id ?? String(view.shipment.id)} />
        )}
      </section>
      <FormLayout>
        <TransferProofField control={form.control} label={t('payBank.proof')} hint={t('payBank.proofHint')} />
      </FormLayout>
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={transfer.isPending}>
          {t('payBank.submit')}
        </Button>
      </div>
    </form>
  );
}
