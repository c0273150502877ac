import { useTranslation } from 'react-i18next';
import './payment-parts.css';

/** Where to send a bank transfer in a currency, and the reference that lets us match it (the support number). */
export function BankAccount({ account, reference }: { account: Record<string, string>; reference: string }) {
  const { t } = useTranslation('payments');
  return (
    <dl className="payments-details" aria-label={t('bank.title')}>
      {Object.entries(account).map(([field, value]) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{t(`bank.${field}`, { defaultValue: field })}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <dt>{t('bank.reference')}</dt>
      <dd>{reference}</dd>
    </dl>
  );
}
