import { type CurrencyCode, formatMajor, isCurrencyCode, parseMajor, sumMoney } from '@parcelway/domain';
import { Button, Radio, Space, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChargeableWeight, LandedCost } from '../../../components/landed-cost';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format';
import { useGoBack } from '../../../lib/navigation';
import { PATHS } from '../../../lib/routes-paths';
import { type LineQuoteRequest, useLineQuotes } from '../api/get-line-quotes';
import { useParcelsInfo } from '../api/get-parcels-info';
import { useChosenRecipient } from '../api/get-recipient';
import type { ParcelsInfo } from '../api/types';
import { StepFrame } from '../components/step-frame';
import type { SubmissionDraft } from '../utils/draft';
import '../waybills.css';

/** The declared value of the draft's items, exactly (decimal strings summed in minor units). */
function declaredValue(items: { total_amount: string | number }[], currency: CurrencyCode): string | undefined {
  try {
    const total = sumMoney(
      currency,
      items.map((item) => parseMajor(String(item.total_amount), currency)),
    );
    return total.minor > 0 ? formatMajor(total) : undefined;
  } catch {
    return undefined;
  }
}

/** Logistics line and insurance (SPEC §2): the route's lines for these parcels, cheapest first, the premium as it changes. */
export default function LogisticsStepPage() {
  return <StepFrame step="logistics">{(draft, update) => <LogisticsStep draft={draft} update={update} />}</StepFrame>;
}

function LogisticsStep({
  draft,
  update,
}: {
  draft: SubmissionDraft;
  update: (change: Partial<SubmissionDraft>, done: ('logistics' | 'insurance')[]) => void;
}) {
  const { t } = useTranslation(['waybills', 'common']);
  const navigate = useNavigate();
  const info = useParcelsInfo(draft.parcel_ids);
  const recipient = useChosenRecipient(draft.recipient_id);
  if (draft.recipient_id === undefined)
    return (
      <EmptyState title={t('logistics.recipientFirst')}>
        <Button
          color="primary"
          onClick={() => navigate(PATHS.submitAddressBook, { state: { returnTo: PATHS.submitParcels } })}
        >
          {t('steps.recipient')}
        </Button>
      </EmptyState>
    );
  if (info.isPending || recipient.isPending) return <LoadingBlock lines={5} />;
  if (info.isError) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  if (recipient.isError) return <LoadFailed error={recipient.error} onRetry={() => void recipient.refetch()} />;
  return <Lines draft={draft} update={update} info={info.data} recipient={recipient.data} />;
}

function Lines({
  draft,
  update,
  info,
  recipient,
}: {
  draft: SubmissionDraft;
  update: (change: Partial<SubmissionDraft>, done: ('logistics' | 'insurance')[]) => void;
  info: ParcelsInfo;
  recipient: { country_id: number; postcode: string; address: string };
}) {
  const { t } = useTranslation(['waybills', 'common']);
  const goBack = useGoBack();
  const [insured, setInsured] = useState(draft.insured);
  const [chosen, setChosen] = useState<number | undefined>(draft.line?.id);
  const currency = info.currency && isCurrencyCode(info.currency) ? info.currency : 'AUD';
  const items = draft.declaration ?? info.declaration;
  const attributes = [...new Set(items.flatMap((item) => item.attributes ?? []))];
  const request: LineQuoteRequest | null =
    info.store_id === null
      ? null
      : {
          store_id: info.store_id,
          country_id: recipient.country_id,
          ...(recipient.postcode ? { postcode: recipient.postcode } : { address: recipient.address }),
          parcels: info.parcels.map((parcel) => ({
            length: Number(parcel.length ?? 1),
            width: Number(parcel.width ?? 1),
            height: Number(parcel.height ?? 1),
            weight: Number(parcel.weight ?? 0.1),
            quantity: 1,
            product_type: 'general',
            attributes,
          })),
          declared_value: declaredValue(items, currency),
          insured,
        };
  const quotes = useLineQuotes(request);
  // What a line pays without insurance (its free cover), said before the customer chooses to insure.
  const liabilityText = (line: { freeInsurance: string; currency: string }) =>
    Number(line.freeInsurance) > 0
      ? t('logistics.liability', { amount: formatMoney(line.freeInsurance, line.currency) })
      : t('logistics.noLiability');
  if (quotes.isPending) return <LoadingBlock lines={5} />;
  if (quotes.isError) return <LoadFailed error={quotes.error} onRetry={() => void quotes.refetch()} />;
  if ('noLine' in quotes.data) return <EmptyState title={quotes.data.noLine} />;
  const lines = quotes.data.list;
  const selected = lines.find((line) => line.id === chosen);

  const save = () => {
    if (!selected) return;
    update(
      {
        insured,
        line: {
          id: selected.id,
          name: selected.name,
          delivery_method: selected.delivery_method === 'self_pickup' ? 'self_pickup' : 'door',
          required_documents: selected.required_documents.map((document) => document.code),
        },
      },
      ['logistics', 'insurance'],
    );
    goBack();
  };

  return (
    <>
      <section className="waybills-section" aria-label={t('logistics.title')}>
        <h2>{t('logistics.title')}</h2>
        <Radio.Group value={chosen} onChange={(value) => setChosen(Number(value))}>
          <Space direction="vertical" block>
            {lines.map((line) => (
              <div key={line.id} className="waybills-line">
                <Radio value={line.id}>
                  <strong>{line.name}</strong> — {formatMoney(line.fees.total, line.fees.currency)}
                </Radio>
                <div className="waybills-muted">
                  {line.service_level_name} · {line.delivery_method_name} ·{' '}
                  {t('logistics.days', { from: line.eta.transit_days_min, to: line.eta.transit_days_max })}
                </div>
                <div className="waybills-muted">{liabilityText(line)}</div>
                {line.delivery_method === 'self_pickup' && (
                  <div className="waybills-warning">{t('logistics.selfPickup')}</div>
                )}
                {line.required_documents.length > 0 && (
                  <div className="waybills-muted">
                    {line.required_documents.map((document) => document.name).join(' · ')}
                  </div>
                )}
              </div>
            ))}
          </Space>
        </Radio.Group>
        {quotes.data.unavailable.map((line) => (
          <p key={line.id} className="waybills-muted">
            {line.name}: {line.reasons.map((reason) => reason.message).join(' ')}
          </p>
        ))}
      </section>
      <section className="waybills-section" aria-label={t('steps.insurance')}>
        <h2>{t('steps.insurance')}</h2>
        <Space align="center">
          <Switch checked={insured} onChange={setInsured} aria-label={t('logistics.insure')} />
          <span>{t('logistics.insure')}</span>
        </Space>
        <p className="waybills-muted" role="status">
          {selected && insured
            ? t('logistics.premium', { premium: formatMoney(selected.fees.insurance, selected.fees.currency) })
            : t('logistics.insuranceTerms', { percent: selected?.insurancePercentage ?? 5 })}
        </p>
        {selected && (
          <p className="waybills-muted">
            {liabilityText(selected)}{' '}
            {t('logistics.insuredCover', { max: formatMoney(selected.maxInsurance, selected.currency) })}{' '}
            {t('logistics.claimsHelp')}
          </p>
        )}
      </section>
      {selected && (
        <section className="waybills-section" aria-label={t('common:landed.title')}>
          <h2>{t('common:landed.title')}</h2>
          <ChargeableWeight line={selected} />
          <LandedCost line={selected} />
        </section>
      )}
      <div className="page-actions">
        <Button block color="primary" size="large" disabled={!selected} onClick={save}>
          {t('flow.saveStep')}
        </Button>
      </div>
    </>
  );
}
