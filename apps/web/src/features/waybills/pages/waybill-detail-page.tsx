import { Button, Dialog, Switch, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EventTimeline } from '../../../components/event-timeline';
import { FeeBreakdown } from '../../../components/fee-breakdown';
import { DutiesSummary } from '../../../components/landed-cost';
import { PhotoGallery } from '../../../components/photo-gallery';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { WeightEvidenceSection } from '../../../components/weight-evidence';
import { showToast } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useCancelWaybill } from '../api/cancel-waybill';
import { useInvoiceLink } from '../api/get-invoice';
import { useWaybillDetail } from '../api/get-waybill-detail';
import type { WaybillDetail } from '../api/types';
import { useWaybillAction } from '../api/waybill-action';
import { ClaimEntry } from '../components/claim-entry';
import { NextStep, WeightChange } from '../components/next-step';
import { WaybillStatusTag } from '../components/status-tag';
import { TransactionEmailSection } from '../components/transaction-email-section';
import { lastMileText } from '../utils/last-mile';
import { useWaybillId } from '../utils/query-params';
import '../waybills.css';
import { useDestination } from '../../../lib/reference-data';

/**
 * Waybill detail (SPEC §2): route, fees, tracking, packing images, proof of delivery, last mile, customs
 * authorisation, proof of purchase, payment records and, once paid, the invoice; cancel (confirmed), confirm
 * receipt, upgrade to a delivery courier (irreversible), priority handling; where its transaction emails go.
 */
export default function WaybillDetailPage() {
  const { t } = useTranslation(['waybills', 'common']);
  const id = useWaybillId();
  const detail = useWaybillDetail(id);
  if (id === null) return <EmptyState title={t('detail.missing')} />;
  if (detail.isPending) return <LoadingBlock lines={8} />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  return <Detail waybill={detail.data} />;
}

function Detail({ waybill }: { waybill: WaybillDetail }) {
  const { t } = useTranslation(['waybills', 'common']);
  const navigate = useNavigate();
  const cancel = useCancelWaybill();
  const confirm = useWaybillAction('/api/clientConfirmShipment');
  const upgrade = useWaybillAction('/api/switchToDeliveryCourier');
  const priority = useWaybillAction('/api/togglePriorityHandleShipment');
  const invoice = useInvoiceLink();
  const destination = useDestination(waybill.recipient_city, waybill.route.to_country_id);
  const ask = (content: string, confirmText: string) =>
    Dialog.confirm({ content, confirmText, cancelText: t('common:cancel') });

  const doCancel = async () => {
    if (!(await ask(t('detail.cancelConfirm', { id: waybill.shipment_id }), t('detail.cancel')))) return;
    await cancel.mutateAsync(waybill.id);
    showToast(t('detail.cancelled'));
  };
  const doConfirm = async () => {
    if (!(await ask(t('detail.receiptConfirm'), t('detail.confirmReceipt')))) return;
    await confirm.mutateAsync(waybill.id);
    showToast(t('detail.receiptConfirmed'));
  };
  const doUpgrade = async () => {
    if (!(await ask(t('detail.upgradeConfirm'), t('detail.upgrade')))) return;
    await upgrade.mutateAsync(waybill.id);
    showToast(t('detail.upgraded'));
  };

  const openInvoice = async () => {
    // Opened during the tap, so a pop-up blocker lets it through; the link is filled in once it comes.
    const tab = window.open('', '_blank');
    try {
      const link = await invoice.mutateAsync(waybill.id);
      if (tab) tab.location.href = link;
      else window.open(link, '_blank');
    } catch {
      tab?.close();
    }
  };

  const lastMile = lastMileText(waybill);
  const arrival =
    waybill.route.estimated_delivery_from && waybill.route.estimated_delivery_to
      ? t('detail.eta', {
          from: formatDate(waybill.route.estimated_delivery_from),
          to: formatDate(waybill.route.estimated_delivery_to),
        })
      : '';

  return (
    <div className="waybills-page">
      <section className="waybills-section" aria-label={t('detail.summary')}>
        <div className="waybill-card-title">
          <h2>{waybill.shipment_id}</h2>
          <WaybillStatusTag status={waybill.status} name={waybill.status_name} />
        </div>
        <dl className="waybills-facts">
          <dt>{t('detail.route')}</dt>
          <dd>{t('detail.routeText', { from: waybill.warehouse_name, to: destination })}</dd>
          <dt>{t('detail.line')}</dt>
          <dd>{waybill.line ? `${waybill.line.name} · ${waybill.line.delivery_method_name}` : ''}</dd>
          {arrival && (
            <>
              <dt>{t('detail.arrival')}</dt>
              <dd>{arrival}</dd>
            </>
          )}
          <dt>{t('detail.recipient')}</dt>
          <dd>
            {waybill.recipient_name}, {String(waybill.recipient.address ?? '')}
          </dd>
          <dt>{t('detail.parcels')}</dt>
          <dd>
            <Link to={`${PATHS.waybillRelevance}?id=${waybill.id}`}>
              {t('card.parcels', { count: waybill.parcel_count })}
            </Link>
          </dd>
          {waybill.carrier_tracking && (
            <>
              <dt>{t('detail.carrierTracking')}</dt>
              <dd>{waybill.carrier_tracking}</dd>
            </>
          )}
        </dl>
      </section>

      <NextStep waybill={waybill} />

      <section className="waybills-section" aria-label={t('common:fees.title')}>
        <h2>{t('common:fees.title')}</h2>
        <FeeBreakdown fees={waybill.fees} />
        {waybill.duties.charged && (
          <DutiesSummary
            duties={waybill.duties.charged}
            currency={waybill.fees.currency}
            title={t('common:landed.chargedTitle')}
          />
        )}
        {waybill.duties.quoted &&
          waybill.duties.charged &&
          waybill.duties.quoted.landed_total !== waybill.duties.charged.landed_total && (
            <DutiesSummary
              duties={waybill.duties.quoted}
              currency={waybill.fees.currency}
              title={t('common:landed.quotedTitle')}
            />
          )}
        <WeightChange waybill={waybill} />
        {!waybill.fees.final && <p className="waybills-muted">{t('fees.estimateHint')}</p>}
        {waybill.status === 'pay_now' && waybill.weight_evidence.dispute?.status === 'open' && (
          <p className="waybills-muted" role="status">
            {t('detail.paymentHeld')}
          </p>
        )}
        {waybill.status === 'bank_pending' && (
          <p className="waybills-muted" role="status">
            {t('detail.transferReview')}
          </p>
        )}
        {waybill.actions.can_pay && (
          <div className="page-actions">
            <Button color="primary" block onClick={() => navigate(`${PATHS.waybillPay}?waybillId=${waybill.id}`)}>
              {t('detail.pay')}
            </Button>
          </div>
        )}
        {waybill.paid_at && (
          <div className="page-actions">
            <Button block loading={invoice.isPending} onClick={() => void openInvoice()}>
              {t('detail.invoice')}
            </Button>
          </div>
        )}
      </section>

      <WeightEvidenceSection
        evidence={waybill.weight_evidence}
        explanation={waybill.weight.explanation}
        disputePath={`${PATHS.waybillWeightDispute}?id=${waybill.id}`}
      />

      {waybill.sign_document.required && (
        <section className="waybills-section" aria-label={t('detail.authorisation')}>
          <h2>{t('detail.authorisation')}</h2>
          <p className="waybills-muted">
            {waybill.sign_document.status_name ?? t('detail.authorisationNeeded')}
            {waybill.sign_document.reason && ` — ${waybill.sign_document.reason}`}
          </p>
          <Link to={`${PATHS.waybillAuthorization}?id=${waybill.id}`}>{t('detail.openAuthorisation')}</Link>
        </section>
      )}

      {(lastMile.key !== 'detail.lastMileNone' || waybill.actions.can_choose_last_mile) && (
        <section className="waybills-section" aria-label={t('detail.lastMile')}>
          <h2>{t('detail.lastMile')}</h2>
          <p className="waybills-muted">{t(lastMile.key, lastMile.values)}</p>
          {waybill.actions.can_choose_last_mile && (
            <Link to={`${PATHS.waybillDelivery}?id=${waybill.id}`}>{t('detail.chooseLastMile')}</Link>
          )}
        </section>
      )}

      <section className="waybills-section" aria-label={t('detail.tracking')}>
        <h2>{t('detail.tracking')}</h2>
        <EventTimeline events={waybill.tracking} />
        <Button block color="primary" fill="outline" onClick={() => navigate(`${PATHS.waybillTrace}?id=${waybill.id}`)}>
          {t('detail.track')}
        </Button>
      </section>

      <ClaimEntry waybill={waybill} />

      <TransactionEmailSection waybillId={waybill.id} />

      {waybill.packing_images.length > 0 && (
        <section className="waybills-section" aria-label={t('detail.packing')}>
          <h2>{t('detail.packing')}</h2>
          <PhotoGallery label={t('detail.packing')} files={waybill.packing_images} />
          <Link to={`${PATHS.waybillPacking}?id=${waybill.id}`}>{t('detail.seePacking')}</Link>
        </section>
      )}
      {waybill.delivery_proof.length > 0 && (
        <section className="waybills-section" aria-label={t('detail.proof')}>
          <h2>{t('detail.proof')}</h2>
          <PhotoGallery label={t('detail.proof')} files={waybill.delivery_proof} />
        </section>
      )}

      <section className="waybills-section" aria-label={t('detail.more')}>
        {/* Each on its own row: side by side, a Chinese link and the switch overlapped on a 390-px phone. */}
        <div className="waybills-more">
          <Link to={`${PATHS.waybillUploadBill}?id=${waybill.id}`}>
            {t('detail.uploadBill')} ({waybill.declaration_files.length})
          </Link>
          <Link to={`${PATHS.waybillPayLog}?waybillId=${waybill.id}`}>{t('detail.payLog')}</Link>
          <Link to={`${PATHS.waybillNotes}?id=${waybill.id}`}>
            {t('detail.notes', { count: waybill.notes.length })}
          </Link>
          {waybill.priority && (
            <div>
              <Tag color="warning">{t('detail.priorityOn')}</Tag>
            </div>
          )}
          {waybill.actions.can_toggle_priority && (
            <div className="waybills-switch-row">
              <Switch
                checked={waybill.priority}
                loading={priority.isPending}
                onChange={() => void priority.mutateAsync(waybill.id)}
                aria-label={t('detail.priority')}
              />
              <span>{t('detail.priority')}</span>
            </div>
          )}
        </div>
      </section>

      <div className="waybills-actions">
        {waybill.actions.can_upgrade && (
          <Button loading={upgrade.isPending} onClick={() => void doUpgrade()}>
            {t('detail.upgrade')}
          </Button>
        )}
        {waybill.actions.can_confirm_receipt && (
          <Button color="primary" loading={confirm.isPending} onClick={() => void doConfirm()}>
            {t('detail.confirmReceipt')}
          </Button>
        )}
        {waybill.actions.can_cancel && (
          <Button color="danger" fill="outline" loading={cancel.isPending} onClick={() => void doCancel()}>
            {t('detail.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
