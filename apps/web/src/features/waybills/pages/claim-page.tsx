import {
  type AffectedItem,
  type FileShipmentClaimInput,
  fileShipmentClaimSchema,
  SHIPMENT_CLAIM_TEXT_MAX,
  type ShipmentClaimReason,
  type ShipmentClaimTerms,
} from '@parcelway/domain';
import { Button, Checkbox, Stepper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FileUploader, splitLinks } from '../../../components/file-uploader';
import {
  ChoiceField,
  FormField,
  FormLayout,
  scrollToFirstError,
  showServerErrors,
  TextAreaField,
  useZodForm,
} from '../../../components/form';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import { formatMoney } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useFileClaim } from '../api/file-claim';
import { useClaimTerms } from '../api/get-claim-terms';
import { ClaimCompensation } from '../components/claim-compensation';
import { ClaimVideoField } from '../components/claim-video-field';
import { useWaybillId } from '../utils/query-params';
import '../waybills.css';

/**
 * A claim for a lost, damaged or short shipment, from its detail: what happened (the reasons open now), a
 * description, the items affected from the declaration with their values, photos and an optional video, and the
 * compensation the rule gives, worked out as the customer chooses.
 */
export default function ClaimPage() {
  const { t } = useTranslation(['claims', 'waybills']);
  const id = useWaybillId();
  const terms = useClaimTerms(id);
  if (id === null) return <EmptyState title={t('waybills:detail.missing')} />;
  if (terms.isPending) return <LoadingBlock lines={6} />;
  if (terms.isError) return <LoadFailed error={terms.error} onRetry={() => void terms.refetch()} />;
  if (terms.data.claim) return <Navigate replace to={`${PATHS.waybillClaimDetail}?id=${terms.data.claim.id}`} />;
  if (!terms.data.reasons.some((reason) => reason.open))
    return (
      <EmptyState title={t('form.closed')}>
        {terms.data.reasons.map((reason) => (
          <p key={reason.reason}>{reason.message}</p>
        ))}
      </EmptyState>
    );
  return <ClaimForm terms={terms.data} />;
}

type ClaimValues = FileShipmentClaimInput;

function ClaimForm({ terms }: { terms: ShipmentClaimTerms }) {
  const { t } = useTranslation(['claims', 'waybills']);
  const navigate = useNavigate();
  const fileClaim = useFileClaim();
  const firstOpen = terms.reasons.find((reason) => reason.open)?.reason ?? 'lost';
  const form = useZodForm(fileShipmentClaimSchema, {
    shipment_id: terms.shipment_id,
    reason: firstOpen,
    description: '',
    items: [],
    photos: [],
  });
  const reason = form.watch('reason') as ShipmentClaimReason;
  const items = form.watch('items') ?? [];
  const whole = reason === 'lost';
  const affected: AffectedItem[] = whole
    ? terms.declaration.map((line) => ({ index: line.index, quantity: line.quantity }))
    : items;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const claim = await fileClaim.mutateAsync(whole ? { ...values, items: [] } : values);
        showToast(t('form.filed'));
        navigate(`${PATHS.waybillClaimDetail}?id=${claim.id}`, { replace: true });
      } catch (error) {
        const existing = error instanceof ApiError ? (error.data as { claim_id?: number } | undefined)?.claim_id : 0;
        if (existing) return navigate(`${PATHS.waybillClaimDetail}?id=${existing}`, { replace: true });
        if (!showServerErrors(form, error)) showToast((error as Error).message);
        else scrollToFirstError();
      }
    },
    () => scrollToFirstError(),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')} className="waybills-page">
      <FormLayout>
        <ChoiceField<ClaimValues, ShipmentClaimReason>
          control={form.control}
          name="reason"
          label={t('form.reason')}
          required
          columns={1}
          options={terms.reasons.map((option) => ({
            value: option.reason,
            label: option.name,
            description: option.message ?? undefined,
            disabled: !option.open,
          }))}
        />
        <TextAreaField
          control={form.control}
          name="description"
          label={t('form.description')}
          hint={t('form.descriptionHint')}
          required
          rows={4}
          maxLength={SHIPMENT_CLAIM_TEXT_MAX}
        />
        <FormField
          control={form.control}
          name="items"
          label={t('form.items')}
          hint={whole ? t('form.wholeShipment') : t('form.itemsHint')}
          required={!whole}
        >
          {(field) => (
            <ItemsChooser
              id={field.id}
              terms={terms}
              whole={whole}
              value={(field.value as AffectedItem[] | undefined) ?? []}
              onChange={(next) => {
                field.onChange(next);
                field.onBlur();
              }}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="photos"
          label={t('form.photos')}
          hint={t('form.photosHint')}
          required={!whole}
        >
          {(field) => (
            <FileUploader
              purpose="claim_evidence"
              imagesOnly
              label={t('form.photos')}
              value={((field.value as string[] | undefined) ?? []).join(',')}
              onChange={(links) => field.onChange(splitLinks(links))}
            />
          )}
        </FormField>
        <FormField control={form.control} name="video" label={t('form.video')} hint={t('form.videoHint')}>
          {(field) => (
            <ClaimVideoField
              id={field.id}
              value={field.value as string | undefined}
              onChange={(link) => field.onChange(link)}
            />
          )}
        </FormField>
      </FormLayout>
      <ClaimCompensation terms={terms} affected={affected} />
      <div className="page-actions">
        <Button block color="primary" size="large" type="submit" loading={fileClaim.isPending}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The declaration's lines to tick, each with how many were affected (a loss takes them all, shown, not chosen). */
function ItemsChooser({
  id,
  terms,
  whole,
  value,
  onChange,
}: {
  id: string;
  terms: ShipmentClaimTerms;
  whole: boolean;
  value: AffectedItem[];
  onChange: (items: AffectedItem[]) => void;
}) {
  const { t } = useTranslation('claims');
  const chosen = new Map(value.map((item) => [item.index, item.quantity]));
  const set = (index: number, quantity: number | null) =>
    onChange(
      terms.declaration.flatMap((line) => {
        const next = line.index === index ? quantity : (chosen.get(line.index) ?? null);
        return next === null ? [] : [{ index: line.index, quantity: next }];
      }),
    );
  return (
    <ul className="claim-items" id={id}>
      {terms.declaration.map((line) => {
        const label = t('form.itemLine', {
          name: line.name,
          quantity: line.quantity,
          value: formatMoney(line.value, terms.currency),
        });
        const quantity = chosen.get(line.index);
        return (
          <li key={line.index}>
            {whole ? (
              <span>{label}</span>
            ) : (
              <Checkbox
                checked={quantity !== undefined}
                onChange={(checked) => set(line.index, checked ? line.quantity : null)}
              >
                {label}
              </Checkbox>
            )}
            {!whole && quantity !== undefined && line.quantity > 1 && (
              <Stepper
                min={1}
                max={line.quantity}
                digits={0}
                value={quantity}
                aria-label={t('form.affected', { name: line.name })}
                onChange={(next) => set(line.index, Math.max(1, Math.min(line.quantity, Math.round(next))))}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
