import {
  type AddClaimInformationInput,
  addClaimInformationSchema,
  SHIPMENT_CLAIM_TEXT_MAX,
  type ShipmentClaimDetail,
} from '@parcelway/domain';
import { Button, Steps, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileUploader, splitLinks } from '../../../components/file-uploader';
import { FormField, FormLayout, showServerErrors, TextAreaField, useZodForm } from '../../../components/form';
import { PhotoGallery } from '../../../components/photo-gallery';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { showToast } from '../../../lib/feedback';
import { formatDateTime, formatMoney, formatTimestamp } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useAddClaimInformation } from '../api/add-claim-information';
import { useClaim } from '../api/get-claim';
import { ClaimVideoField } from '../components/claim-video-field';
import { useClaimId } from '../utils/query-params';
import '../waybills.css';

const STATUS_COLOURS = {
  under_review: 'primary',
  needs_information: 'warning',
  approved: 'success',
  rejected: 'danger',
} as const;

/** A claim's page: its state and clock, what staff asked for (and the form to answer), the figure, the decision. */
export default function ClaimDetailPage() {
  const { t } = useTranslation('claims');
  const id = useClaimId();
  const claim = useClaim(id);
  if (id === null) return <EmptyState title={t('detail.missing')} />;
  if (claim.isPending) return <LoadingBlock lines={8} />;
  if (claim.isError) return <LoadFailed error={claim.error} onRetry={() => void claim.refetch()} />;
  return <ClaimView claim={claim.data} />;
}

function ClaimView({ claim }: { claim: ShipmentClaimDetail }) {
  const { t } = useTranslation('claims');
  const compensation = claim.compensation;
  return (
    <div className="waybills-page">
      <section className="waybills-section" aria-label={t('detail.summary')}>
        <div className="waybill-card-title">
          <h2>{claim.reason_name}</h2>
          <Tag color={STATUS_COLOURS[claim.status]}>{claim.status_name}</Tag>
        </div>
        <dl className="waybills-facts">
          <dt>{t('detail.shipment')}</dt>
          <dd>
            <Link to={`${PATHS.waybillDetail}?id=${claim.shipment_id}`}>{claim.shipment_no}</Link>
          </dd>
          <dt>{t('detail.filedAt')}</dt>
          <dd>{formatTimestamp(claim.filed_at)}</dd>
        </dl>
        {claim.due_at && (
          <p className="waybills-muted" role="status">
            {t('detail.due', { due: formatDateTime(claim.due_at) })}
          </p>
        )}
        {claim.status === 'needs_information' && (
          <p className="waybills-muted" role="status">
            {t('detail.clockStopped')}
          </p>
        )}
      </section>

      {claim.status === 'needs_information' && <AddInformation claim={claim} />}

      {claim.decision && (
        <section className="waybills-section" aria-label={t('detail.decision')}>
          <h2>{t('detail.decision')}</h2>
          <p>
            {claim.decision.amount
              ? t('detail.approved', { amount: formatMoney(claim.decision.amount, claim.currency) })
              : t('detail.rejected')}
          </p>
          <p className="waybills-muted">
            {t('detail.reasonLabel')}: {claim.decision.reason}
          </p>
        </section>
      )}

      <section className="waybills-section" aria-label={t('detail.compensation')}>
        <h2>{t('detail.compensation')}</h2>
        <dl className="waybills-facts">
          <dt>{t('compensation.value')}</dt>
          <dd>{formatMoney(compensation.affected_value, compensation.currency)}</dd>
          <dt>{t('compensation.covered')}</dt>
          <dd>{formatMoney(compensation.value_covered, compensation.currency)}</dd>
          {compensation.basis === 'insured' && (
            <>
              <dt>{t('compensation.freight')}</dt>
              <dd>{formatMoney(compensation.freight_share, compensation.currency)}</dd>
            </>
          )}
          <dt>{t('detail.amount')}</dt>
          <dd>
            <strong>{formatMoney(compensation.amount, compensation.paid_currency)}</strong>
          </dd>
        </dl>
      </section>

      <section className="waybills-section" aria-label={t('detail.items')}>
        <h2>{t('detail.items')}</h2>
        <ul className="claim-items">
          {claim.items.map((item) => (
            <li key={item.index}>
              {t('detail.itemLine', {
                name: item.name,
                affected: item.affected,
                quantity: item.quantity,
                value: formatMoney(item.value, compensation.currency),
              })}
            </li>
          ))}
        </ul>
        <h3>{t('detail.description')}</h3>
        <p className="claim-text">{claim.description}</p>
        {(claim.photos.length > 0 || claim.video) && <h3>{t('detail.evidence')}</h3>}
        {claim.photos.length > 0 && <PhotoGallery label={t('detail.evidence')} files={claim.photos} />}
        {claim.video && (
          // biome-ignore lint/a11y/useMediaCaption: the customer's own recording, shown back to them
          <video
            className="claim-video"
            src={claim.video.url}
            controls
            preload="metadata"
            aria-label={t('detail.video')}
          />
        )}
      </section>

      <section className="waybills-section" aria-label={t('detail.history')}>
        <h2>{t('detail.history')}</h2>
        <Steps direction="vertical" current={claim.timeline.length - 1}>
          {claim.timeline.map((entry) => (
            <Steps.Step
              key={`${entry.kind}-${entry.at}`}
              status="finish"
              title={t(`history.${entry.kind}`)}
              description={
                <>
                  <span>{formatTimestamp(entry.at)}</span>
                  {entry.text && entry.kind !== 'filed' && <span className="claim-text"> · {entry.text}</span>}
                </>
              }
            />
          ))}
        </Steps>
      </section>
    </div>
  );
}

/** What staff asked for, and the form that answers it: a note, photos, a video. */
function AddInformation({ claim }: { claim: ShipmentClaimDetail }) {
  const { t } = useTranslation('claims');
  const add = useAddClaimInformation(claim.id);
  const form = useZodForm(addClaimInformationSchema, { text: '', photos: [] } as AddClaimInformationInput);
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      showToast(t('detail.added'));
    } catch (error) {
      if (!showServerErrors(form, error)) showToast((error as Error).message);
    }
  });
  return (
    <section className="waybills-section" aria-label={t('detail.asked')}>
      <h2>{t('detail.asked')}</h2>
      <p className="claim-text" role="note">
        {claim.information_request}
      </p>
      <form onSubmit={submit} noValidate aria-label={t('detail.add')}>
        <FormLayout>
          <TextAreaField
            control={form.control}
            name="text"
            label={t('detail.addText')}
            rows={3}
            maxLength={SHIPMENT_CLAIM_TEXT_MAX}
          />
          <FormField control={form.control} name="photos" label={t('form.photos')}>
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
              <ClaimVideoField id={field.id} value={field.value as string | undefined} onChange={field.onChange} />
            )}
          </FormField>
        </FormLayout>
        <div className="page-actions">
          <Button block color="primary" type="submit" loading={add.isPending}>
            {t('detail.addSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
