import {
  type AffectedItem,
  claimCompensation,
  formatMajor,
  isCurrencyCode,
  type Money,
  parseMajor,
  type ShipmentClaimTerms,
} from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

/** The terms' figures as money of the waybill's currency. */
function figures(terms: ShipmentClaimTerms) {
  const currency = isCurrencyCode(terms.currency) ? terms.currency : 'AUD';
  const amount = (text: string): Money => parseMajor(text, currency);
  const paidIn = terms.paid?.currency;
  return {
    declaration: terms.declaration.map((line) => ({ quantity: line.quantity, value: amount(line.value) })),
    freight: amount(terms.freight),
    maxInsurance: amount(terms.max_insurance),
    standardLiability: amount(terms.standard_liability),
    paid: terms.paid && paidIn && isCurrencyCode(paidIn) ? { currency: paidIn, rates: terms.paid.rates } : undefined,
  };
}

const shown = (value: Money) => formatMoney(formatMajor(value), value.currency);

/**
 * The compensation the customer would receive, worked out in the browser by the domain's rule from the waybill's terms
 * as they pick the items: the same figure the server records, staff review and the ledger pays.
 */
export function ClaimCompensation({ terms, affected }: { terms: ShipmentClaimTerms; affected: AffectedItem[] }) {
  const { t } = useTranslation('claims');
  const input = figures(terms);
  const basis = terms.insured
    ? t('compensation.insured', { max: shown(input.maxInsurance) })
    : input.standardLiability.minor > 0
      ? t('compensation.uninsured', { liability: shown(input.standardLiability) })
      : t('compensation.noLiability');
  if (affected.length === 0)
    return (
      <section className="waybills-section" aria-label={t('compensation.title')}>
        <h2>{t('compensation.title')}</h2>
        <p className="waybills-muted">{basis}</p>
        <p className="waybills-muted">{t('compensation.pickItems')}</p>
      </section>
    );
  const result = claimCompensation({ ...input, insured: terms.insured, affected });
  return (
    <section className="waybills-section" aria-label={t('compensation.title')}>
      <h2>{t('compensation.title')}</h2>
      <p className="waybills-muted">{basis}</p>
      <dl className="waybills-facts">
        <dt>{t('compensation.value')}</dt>
        <dd>{shown(result.affectedValue)}</dd>
        <dt>{t('compensation.covered')}</dt>
        <dd>{shown(result.valueCovered)}</dd>
        {terms.insured && (
          <>
            <dt>{t('compensation.freight')}</dt>
            <dd>{shown(result.freightShare)}</dd>
          </>
        )}
        <dt>{t('compensation.total')}</dt>
        <dd>
          <strong>{shown(result.inCurrencyPaid)}</strong>
        </dd>
      </dl>
      {result.capped && <p className="waybills-muted">{t('compensation.capped')}</p>}
      {result.inCurrencyPaid.currency !== result.total.currency && (
        <p className="waybills-muted">{t('compensation.paidIn', { currency: result.inCurrencyPaid.currency })}</p>
      )}
    </section>
  );
}
