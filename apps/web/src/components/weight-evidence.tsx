import type { ChargeableExplanation, Weighing, WeightDispute, WeightEvidence } from '@parcelway/domain';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, formatMoney } from '../lib/format';
import { PhotoGallery } from './photo-gallery';
import './weight-evidence.css';

/**
 * What a customer can check of a weight, on parcel and waybill detail: each weighing with what the scale and the tape
 * read, the rounding applied, the figures recorded and the photos; for a packed box how the charged weight came
 * about; the latest dispute; and, while the window is open, the way to dispute.
 */
export function WeightEvidenceSection({
  evidence,
  explanation,
  disputePath,
}: {
  evidence: WeightEvidence;
  explanation?: ChargeableExplanation | null;
  /** Where the dispute form is, for this shipment or parcel. */
  disputePath: string;
}) {
  const { t } = useTranslation('weights');
  const navigate = useNavigate();
  const { weighings, dispute, dispute_window: window } = evidence;
  if (weighings.length === 0 && !dispute) return null;
  return (
    <section className="weights-section" aria-label={t('evidence.title')}>
      <h2>{t('evidence.title')}</h2>
      {weighings.map((weighing) => (
        <WeighingFacts key={weighing.id} weighing={weighing} />
      ))}
      {explanation && <ChargeableFacts explanation={explanation} />}
      {dispute && <DisputeCard dispute={dispute} />}
      {window.open && window.until && (
        <div className="weights-dispute-action">
          <p className="weights-muted">{t('dispute.until', { when: formatDateTime(window.until) })}</p>
          <Button block color="primary" fill="outline" onClick={() => navigate(disputePath)}>
            {t('dispute.action')}
          </Button>
        </div>
      )}
    </section>
  );
}

function WeighingFacts({ weighing }: { weighing: Weighing }) {
  const { t } = useTranslation('weights');
  const { read, recorded, rounding } = weighing;
  const photos = [weighing.scale_photo, weighing.tape_photo].filter((photo) => photo !== null);
  return (
    <div className="weights-weighing">
      <h3>
        {t(`evidence.source.${weighing.source}`)} · {formatDateTime(weighing.measured_at)}
      </h3>
      <table className="weights-table">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{t('evidence.read')}</th>
            <th scope="col">{t('evidence.recorded')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('evidence.scale')}</th>
            <td>{t('evidence.grams', { grams: read.weight_grams })}</td>
            <td>{t('evidence.kilograms', { weight: recorded.weight })}</td>
          </tr>
          <tr>
            <th scope="row">{t('evidence.tape')}</th>
            <td>
              {t('evidence.millimetres', { length: read.length_mm, width: read.width_mm, height: read.height_mm })}
            </td>
            <td>
              {t('evidence.centimetres', { length: recorded.length, width: recorded.width, height: recorded.height })}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="weights-muted">
        {t(`evidence.rounding_${rounding.direction}`, {
          weightStep: rounding.weight_step_grams,
          sizeStep: rounding.size_step_mm / 10,
        })}
      </p>
      {photos.length > 0 ? (
        <PhotoGallery label={t('evidence.photos')} files={photos} />
      ) : (
        <p className="weights-muted">{t('evidence.noPhotos')}</p>
      )}
    </div>
  );
}

function ChargeableFacts({ explanation }: { explanation: ChargeableExplanation }) {
  const { t } = useTranslation('weights');
  const decisive = (basis: ChargeableExplanation['basis']) =>
    explanation.basis === basis ? 'weights-decisive' : undefined;
  return (
    <div className="weights-weighing">
      <h3>{t('chargeable.title')}</h3>
      <dl className="weights-facts">
        <dt className={decisive('actual')}>{t('chargeable.actual')}</dt>
        <dd className={decisive('actual')}>{t('evidence.kilograms', { weight: explanation.actual })}</dd>
        <dt className={decisive('volumetric')}>{t('chargeable.volumetric', { divisor: explanation.divisor })}</dt>
        <dd className={decisive('volumetric')}>{t('evidence.kilograms', { weight: explanation.volumetric })}</dd>
        <dt className={decisive('minimum')}>{t('chargeable.minimum')}</dt>
        <dd className={decisive('minimum')}>{t('evidence.kilograms', { weight: explanation.minimum })}</dd>
        <dt>{t('chargeable.charged')}</dt>
        <dd>{t('chargeable.chargedText', { weight: explanation.chargeable, step: explanation.step })}</dd>
      </dl>
    </div>
  );
}

function DisputeCard({ dispute }: { dispute: WeightDispute }) {
  const { t } = useTranslation('weights');
  const { claimed, reweighing } = dispute;
  const color = dispute.status === 'open' ? 'warning' : dispute.status === 'reweighed' ? 'success' : 'default';
  return (
    <div className="weights-weighing" role="status" aria-label={t('dispute.title')}>
      <h3>
        {t('dispute.title')} <Tag color={color}>{dispute.status_name}</Tag>
      </h3>
      <p>
        {dispute.subject === 'weight'
          ? t('dispute.claimedWeight', { weight: claimed.weight })
          : t('dispute.claimedSize', { length: claimed.length, width: claimed.width, height: claimed.height })}
      </p>
      {dispute.description && <p className="weights-muted">{dispute.description}</p>}
      <p className="weights-muted">{t('dispute.filed', { when: formatDateTime(dispute.filed_at) })}</p>
      {dispute.status === 'open' && (
        <p>
          {t('dispute.due', { when: formatDateTime(dispute.due_at) })}{' '}
          {dispute.shipment_id !== null && t('dispute.held')}
        </p>
      )}
      {dispute.decided_at && dispute.status !== 'open' && (
        <p className="weights-muted">{t('dispute.decided', { when: formatDateTime(dispute.decided_at) })}</p>
      )}
      {reweighing && (
        <p>
          {t('dispute.reweighed', {
            weight: reweighing.recorded.weight,
            length: reweighing.recorded.length,
            width: reweighing.recorded.width,
            height: reweighing.recorded.height,
          })}
        </p>
      )}
      {dispute.total_before && dispute.total_after && dispute.currency && (
        <p>
          {t('dispute.total', {
            before: formatMoney(dispute.total_before, dispute.currency),
            after: formatMoney(dispute.total_after, dispute.currency),
          })}
        </p>
      )}
      {dispute.refund && Number(dispute.refund.amount) > 0 && (
        <p>{t('dispute.refund', { amount: formatMoney(dispute.refund.amount, dispute.refund.currency) })}</p>
      )}
      {dispute.reason && <p>{t('dispute.reason', { reason: dispute.reason })}</p>}
    </div>
  );
}
