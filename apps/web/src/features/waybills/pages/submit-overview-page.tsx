import type { SubmissionStep } from '@parcelway/domain';
import { personName } from '@parcelway/domain';
import { Button, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import { formatAmount } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { takeHandBack } from '../../../lib/navigation';
import { PATHS } from '../../../lib/routes-paths';
import { useParcelsInfo } from '../api/get-parcels-info';
import { useChosenRecipient } from '../api/get-recipient';
import { useSubmissionQuote } from '../api/quote-submission';
import { useSubmitWaybill } from '../api/submit-waybill';
import { FlowProgress } from '../components/flow-progress';
import { NoFlow } from '../components/step-frame';
import { SubmissionEstimate } from '../components/submission-estimate';
import {
  draftSteps,
  emptyDraft,
  quoteInputOf,
  readDraft,
  type SubmissionDraft,
  submissionOf,
  useDraft,
  withParcels,
  writeDraft,
} from '../utils/draft';
import { STEP_OF_FIELD, STEP_PATHS } from '../utils/paths';
import '../waybills.css';
import { useDestination } from '../../../lib/reference-data';

/**
 * The submission flow (SPEC §2 submit/parcel): the chosen parcels, each step of the flow with what it holds,
 * the steps left, and the submission once all are done. Arriving from the parcel list (`?parcels=1,2`) starts
 * a flow; the address book hands the chosen recipient back here.
 */
export default function SubmitOverviewPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { draft, update } = useDraft();
  const chosenIds = (params.get('parcels') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);

  useEffect(() => {
    if (chosenIds.length === 0) return;
    const current = readDraft();
    if (current?.parcel_ids.join(',') !== chosenIds.join(',')) writeDraft(emptyDraft(chosenIds, null));
    navigate(PATHS.submitParcels, { replace: true });
  }, [chosenIds, navigate]);

  // What a chooser hands back: the address book a recipient, chooseParcel new parcels (the answers that do not
  // depend on the parcels stay).
  useEffect(() => {
    const handed = {
      ...(takeHandBack(PATHS.submitParcels) ?? {}),
      ...((location.state as Record<string, unknown> | null) ?? {}),
    };
    const current = readDraft();
    const parcelIds = handed.parcelIds as number[] | undefined;
    const recipientId = handed.recipientId as number | undefined;
    if (!current || (!parcelIds && !recipientId)) return;
    if (parcelIds) writeDraft(withParcels(current, parcelIds));
    if (recipientId) update({ recipient_id: recipientId }, ['recipient']);
    navigate(PATHS.submitParcels, { replace: true, state: null });
  }, [location.state, update, navigate]);

  const info = useParcelsInfo(draft?.parcel_ids ?? []);
  useEffect(() => {
    const current = readDraft();
    if (info.data && current && current.store_id !== info.data.store_id) update({ store_id: info.data.store_id });
  }, [info.data, update]);

  if (!draft || (draft.parcel_ids.length === 0 && chosenIds.length === 0)) return <NoFlow />;
  if (info.isPending) return <LoadingBlock lines={6} />;
  if (info.isError) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  return <Overview draft={draft} info={info.data} />;
}

function Overview({
  draft,
  info,
}: {
  draft: SubmissionDraft;
  info: NonNullable<ReturnType<typeof useParcelsInfo>['data']>;
}) {
  const { t } = useTranslation(['waybills', 'common']);
  const navigate = useNavigate();
  const { update } = useDraft();
  const submit = useSubmitWaybill();
  // Steps the server sent back (SPEC §8 'Please complete the form in the red box').
  const [highlight, setHighlight] = useState<Set<SubmissionStep>>(new Set());
  const recipient = useChosenRecipient(draft.recipient_id);
  const recipientPlace = useDestination(recipient.data?.city ?? '', recipient.data?.country_id);
  const steps = draftSteps(draft, info.declaration);
  const done = new Set(draft.done);
  const allDone = steps.every((step) => done.has(step));
  const quote = useSubmissionQuote(quoteInputOf(draft, info.declaration));

  const summaryOf = (step: SubmissionStep): string => {
    if (!done.has(step)) return t('flow.toDo');
    if (step === 'recipient' && recipient.data)
      return `${personName(recipient.data.first_name, recipient.data.last_name)}, ${recipientPlace}`;
    if (step === 'logistics') return draft.line?.name ?? '';
    if (step === 'insurance') return draft.insured ? t('flow.insured') : t('flow.notInsured');
    if (step === 'shipper') return draft.shipper?.sender_name ?? '';
    if (step === 'declaration') return t('flow.items', { count: draft.declaration?.length ?? 0 });
    return t('flow.done');
  };

  const open = (step: SubmissionStep) =>
    step === 'recipient'
      ? navigate(STEP_PATHS.recipient, { state: { returnTo: PATHS.submitParcels } })
      : navigate(STEP_PATHS[step]);

  const send = async () => {
    try {
      const waybill = await submit.mutateAsync(submissionOf(draft));
      writeDraft(null);
      showToast(t('flow.submitted', { id: waybill.shipment_id }));
      navigate(`${PATHS.waybillDetail}?id=${waybill.id}`, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const failing = [
        ...new Set(
          Object.keys(error.errors).map(
            (field) =>
              STEP_OF_FIELD[field.split('.')[0] ?? ''] ??
              (field.startsWith('acknowledgements.') ? (field.split('.')[1] as SubmissionStep) : undefined),
          ),
        ),
      ].filter((step): step is SubmissionStep => step !== undefined);
      if (failing.length > 0) {
        setHighlight(new Set(failing));
        update({ done: draft.done.filter((step) => !failing.includes(step)) });
        showToast(`${translateMessage('waybill.completeRedBox')}: ${error.message}`);
      } else showToast(error.message);
    }
  };

  return (
    <div className="waybills-page">
      <FlowProgress steps={steps} done={done} />
      <section className="waybills-section" aria-label={t('flow.parcelsTitle')}>
        <h2>{t('flow.parcelsTitle')}</h2>
        <p className="waybills-muted">
          {t('flow.parcelsSummary', {
            count: info.parcel_count,
            weight: info.total_weight,
            warehouse: info.warehouse_name,
          })}
        </p>
        <p className="waybills-muted">{info.parcels.map((parcel) => parcel.tracking_number).join(', ')}</p>
        <Button
          size="small"
          onClick={() =>
            navigate(`${PATHS.waybillChooseParcel}?parcels=${draft.parcel_ids.join(',')}`, {
              state: { returnTo: PATHS.submitParcels },
            })
          }
        >
          {t('flow.changeParcels')}
        </Button>
        {info.unpaid && (
          <p className="waybills-warning" role="alert">
            {info.unpaid}
          </p>
        )}
        {info.waiting.flatMap((wait) =>
          wait.reasons.map((reason) => (
            <p key={`${wait.parcel_id}-${reason.code}`} className="waybills-warning" role="alert">
              {reason.message}
            </p>
          )),
        )}
        {!info.same_warehouse && <p className="waybills-warning">{translateMessage('parcel.differentWarehouses')}</p>}
      </section>
      <nav aria-label={t('flow.stepsTitle')}>
        <List mode="card" header={t('flow.stepsTitle')}>
          {steps.map((step) => (
            <List.Item
              key={step}
              onClick={() => open(step)}
              extra={summaryOf(step)}
              className={highlight.has(step) ? 'waybills-red-box' : undefined}
              arrowIcon
            >
              {done.has(step) ? '✓ ' : ''}
              {t(`steps.${step}`)}
            </List.Item>
          ))}
        </List>
      </nav>
      {quote.data ? (
        <SubmissionEstimate
          quote={quote.data}
          shopTax={{
            charged: draft.shop_charged_tax ?? false,
            receipt: draft.shop_tax_receipt ?? '',
            onChange: ({ charged, receipt }) => update({ shop_charged_tax: charged, shop_tax_receipt: receipt }),
          }}
        />
      ) : (
        <section className="waybills-section" aria-label={t('estimate.title')}>
          <h2>{t('estimate.title')}</h2>
          {quote.isFetching ? (
            <LoadingBlock lines={3} />
          ) : (
            <p className="waybills-muted" role="status">
              {quote.isError ? t('estimate.failed', { reason: quote.error.message }) : t('estimate.waiting')}
            </p>
          )}
        </section>
      )}
      <div className="waybills-actions">
        <Button size="small" onClick={() => navigate(PATHS.submitParcelNotes)}>
          {t('flow.parcelNotes')}
        </Button>
        <Button size="small" onClick={() => navigate(PATHS.submitParcelServices)}>
          {t('flow.parcelServices')}
        </Button>
      </div>
      <section className="page-bottom-bar is-page" aria-label={t('flow.submitTitle')}>
        <span className="waybills-muted">
          {quote.data && (
            <strong className="waybills-bar-total">
              {t('estimate.barTotal', { total: formatAmount(quote.data.fees.total, quote.data.fees.currency) })}
            </strong>
          )}
          {allDone ? t('flow.ready') : t('flow.left', { count: steps.filter((step) => !done.has(step)).length })}
        </span>
        <Button
          color="primary"
          disabled={!allDone || !info.can_submit}
          loading={submit.isPending}
          onClick={() => void send()}
        >
          {t('flow.submit')}
        </Button>
      </section>
    </div>
  );
}
