import type { QuotePart, SubmissionQuote } from '@parcelway/domain';
import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader';
import { DutiesSummary } from '../../../components/landed-cost';
import { formatAmount, formatDate } from '../../../lib/format';
import '../../../components/fee-breakdown.css';

type Item = { name: string; amount: string };

/**
 * What the shipment will cost, before it is submitted (quoteSubmission): each part with why it is that much — the
 * chargeable weight of the freight, the premium on the declared value, the services and fees by name, the taxes —
 * in the warehouse's currency the waybill is charged in, with the customer's own currency beside when it differs.
 */
/** The customer's word that the shop already charged the destination's GST, with the receipt (AU, NZ, MY). */
export interface ShopTaxAnswer {
  charged: boolean;
  receipt: string;
  onChange: (answer: { charged: boolean; receipt: string }) => void;
}

export function SubmissionEstimate({ quote, shopTax }: { quote: SubmissionQuote; shopTax?: ShopTaxAnswer }) {
  const { t } = useTranslation(['waybills', 'common']);
  const { fees, customer_currency: own } = quote;
  const money = (amount: string) => formatAmount(amount, fees.currency);
  const ownAmount = (part: QuotePart) => (own ? formatAmount(own.parts[part], own.currency) : null);
  const { weight, insurance, line } = quote;

  const rows: { part: QuotePart; amount: string; notes: string[]; items?: Item[] }[] = [
    {
      part: 'postage',
      amount: fees.postage,
      notes: [
        t('estimate.postageWhy', { chargeable: weight.chargeable, line: line.name }),
        t('common:landed.weightFigures', {
          actual: weight.actual,
          volumetric: weight.volumetric,
          divisor: line.volumetric_divisor,
          chargeable: weight.chargeable,
        }),
        t(`common:landed.basis.${weight.basis}`, { minimum: line.min_chargeable_weight }),
      ],
    },
    {
      part: 'insurance',
      amount: fees.insurance,
      notes: [
        insurance.insured
          ? t('estimate.insuranceWhy', {
              percent: insurance.percent,
              declared: money(insurance.declared_value),
              free: money(insurance.free),
              max: money(insurance.max),
            })
          : t('estimate.notInsured', { declared: money(insurance.declared_value) }),
      ],
    },
    { part: 'extra', amount: fees.extra, notes: [], items: quote.items.extra },
    { part: 'service_charge', amount: fees.service_charge, notes: [], items: quote.items.service_charge },
    { part: 'customs', amount: fees.customs, notes: [], items: quote.items.customs },
  ];
  const shown = rows.filter((row) => row.part === 'postage' || row.part === 'insurance' || Number(row.amount) !== 0);

  return (
    <section className="waybills-section" aria-label={t('estimate.title')}>
      <h2>{t('estimate.title')}</h2>
      <dl className="fee-breakdown submission-estimate">
        {shown.map((row) => (
          <div key={row.part} style={{ display: 'contents' }}>
            <dt>{t(`estimate.parts.${row.part}`)}</dt>
            <dd>
              {money(row.amount)}
              {own && <span className="submission-estimate-own">≈ {ownAmount(row.part)}</span>}
            </dd>
            {row.notes.map((note) => (
              <dd key={note} className="submission-estimate-note">
                {note}
              </dd>
            ))}
            {row.items?.map((item) => (
              <dd key={item.name} className="submission-estimate-note">
                {item.name}: {money(item.amount)}
              </dd>
            ))}
          </div>
        ))}
        {Number(fees.member_discount) > 0 && (
          <>
            <dt>{t('estimate.parts.member_discount')}</dt>
            <dd>
              -{money(fees.member_discount)}
              {own && <span className="submission-estimate-own">≈ -{ownAmount('member_discount')}</span>}
            </dd>
          </>
        )}
        <dt className="fee-breakdown-total">{t('common:fees.estimate')}</dt>
        <dd className="fee-breakdown-total" data-testid="estimate-total">
          {money(fees.total)}
          {own && <span className="submission-estimate-own">≈ {formatAmount(own.total, own.currency)}</span>}
        </dd>
      </dl>
      {own && (
        <p className="fee-breakdown-note">
          {t('estimate.ownCurrency', {
            currency: own.currency,
            date: own.rate_date ? formatDate(own.rate_date) : '',
            charged: fees.currency,
          })}
        </p>
      )}
      {quote.allowance && (
        <p
          className={quote.allowance.count > quote.allowance.max ? 'waybills-warning' : 'fee-breakdown-note'}
          data-testid="import-allowance"
        >
          {quote.allowance.text}
        </p>
      )}
      <DutiesSummary duties={quote.duties} currency={fees.currency} />
      {shopTax && (quote.duties.shop_tax_waivable || shopTax.charged) && (
        <div className="submission-shop-tax">
          <Checkbox
            checked={shopTax.charged}
            onChange={(charged) => shopTax.onChange({ charged, receipt: shopTax.receipt })}
          >
            {t('common:landed.shopCharged')}
          </Checkbox>
          {shopTax.charged && (
            <>
              <FileUploader
                purpose="declaration"
                label={t('common:landed.shopReceipt')}
                value={shopTax.receipt}
                onChange={(receipt) => shopTax.onChange({ charged: true, receipt })}
              />
              {!shopTax.receipt && (
                <p className="adm-form-item-feedback-error" role="alert">
                  {t('common:landed.shopChargedNeedsReceipt')}
                </p>
              )}
            </>
          )}
        </div>
      )}
      <p className="fee-breakdown-note">{t('estimate.finalAfterPacking')}</p>
      <p className="fee-breakdown-note">{t('estimate.discountsAtPayment')}</p>
    </section>
  );
}
