import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format';
import { type PayResultRef, usePayResult } from '../lib/pay-result';
import './payment-parts.css';

/**
 * How a payment stands, checked every 2 s until it settles (SPEC §4 "Payment result: polled, with messages for
 * completed, not completed and failed"). Used after a card top-up, on a waybill's payment status page and after a card purchase of a membership; a bank
 * transfer waiting for review says so.
 */
export function PayResult({ payment, onAgain }: { payment: PayResultRef; onAgain?: () => void }) {
  const { t } = useTranslation('payments');
  const result = usePayResult(payment);
  if (!result.data) {
    return (
      <section className="payments-result" aria-live="polite">
        <Result status="waiting" title={t('result.checking')} />
      </section>
    );
  }
  const { status, msg, amount, currency, failure_reason, method } = result.data;
  return (
    <section className="payments-result" aria-live="polite" aria-label={t('result.label')}>
      <Result
        status={status === 'completed' ? 'success' : status === 'failed' ? 'error' : 'waiting'}
        title={msg}
        description={
          <>
            {formatMoney(amount, currency)}
            {status === 'failed' && failure_reason ? ` · ${failure_reason}` : ''}
            {status === 'not_completed' && method === 'bank_transfer' && (
              <span className="payments-result-note">{t('result.transferReview')}</span>
            )}
          </>
        }
      />
      {status === 'failed' && onAgain && (
        <Button block color="primary" onClick={onAgain}>
          {t('result.again')}
        </Button>
      )}
    </section>
  );
}
