import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showServerErrors } from '../../../components/form';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { confirmDialog, showToast } from '../../../lib/feedback';
import { PATHS } from '../../../lib/routes-paths';
import { useChangePreAlert } from '../api/change-pre-alert';
import { useParcelDetail } from '../api/get-parcel-detail';
import { useRemovePreAlert } from '../api/remove-pre-alert';
import type { ParcelDetail } from '../api/types';
import { PreAlertForm, type PreAlertFormValues } from '../components/pre-alert-form';
import { offerExistingParcel } from '../utils/duplicate';
import { useIdParam } from '../utils/query-params';
import { sendConfirmingUnusualNumber } from '../utils/unusual-number';
import '../parcels.css';

const PRE_ALERTED = 0;

function formValuesOf(parcel: ParcelDetail): PreAlertFormValues {
  return {
    tracking_numbers: [parcel.tracking_number],
    store_id: parcel.store_id,
    courier_company_id: parcel.courier_company?.id ?? null,
    destination_country_id: parcel.destination_country_id,
    contents: parcel.contents,
    remark: parcel.remark,
    items: (parcel.declaration?.items ?? []).map((item) => ({
      name: item.name,
      quantity: item.quantity,
      total_amount: item.total_amount,
      product_type: item.product_type as PreAlertFormValues['items'][number]['product_type'],
      attributes: item.attributes as PreAlertFormValues['items'][number]['attributes'],
    })),
    extra_services: parcel.extra_services
      .filter((service) => service.status === 'pending')
      .map((service) => ({
        extra_service_id: service.extra_service_id,
        comment: service.comment,
        files: service.files.map((file) => file.url).join(','),
        part: service.part === 0 ? 0 : 1,
      })),
  };
}

/** One pre-alert (SPEC §2 preentry): everything can change until the parcel arrives, or it can be withdrawn. */
export default function PreAlertEntryPage() {
  const { t } = useTranslation(['parcels', 'common']);
  const navigate = useNavigate();
  const id = useIdParam();
  const detail = useParcelDetail(id);
  const change = useChangePreAlert();
  const remove = useRemovePreAlert();

  if (id === null) return <EmptyState title={t('detail.missing')} />;
  if (detail.isPending) return <LoadingBlock lines={8} />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const parcel = detail.data;

  if (parcel.status !== PRE_ALERTED)
    return (
      <EmptyState
        title={t('entry.arrivedTitle', { tracking: parcel.tracking_number })}
        description={t('entry.arrived')}
      >
        <Link to={`${PATHS.parcelDetail}?id=${parcel.id}`}>
          <Button color="primary">{t('entry.openParcel')}</Button>
        </Link>
      </EmptyState>
    );

  const withdraw = async () => {
    const sure = await confirmDialog({
      content: t('entry.withdrawConfirm', { tracking: parcel.tracking_number }),
      confirmText: t('entry.withdraw'),
      cancelText: t('common:cancel'),
    });
    if (!sure) return;
    await remove.mutateAsync(parcel.id);
    showToast(t('entry.withdrawn'));
    navigate(PATHS.preAlerts, { replace: true });
  };

  return (
    <div className="parcels-page">
      {/* Keyed by the parcel: another ?id= on the same screen starts a new form with that parcel's values. */}
      <PreAlertForm
        key={parcel.id}
        single
        defaultValues={formValuesOf(parcel)}
        pendingServiceIds={[]}
        submitText={t('entry.save')}
        submitting={change.isPending}
        onSubmit={async ({ tracking_numbers, ...values }, form) => {
          try {
            await sendConfirmingUnusualNumber(
              (confirmUnusual) =>
                change.mutateAsync({
                  id: parcel.id,
                  input: {
                    ...values,
                    tracking_number: tracking_numbers[0] ?? '',
                    confirm_unusual_number: confirmUnusual,
                  },
                }),
              { useAnyway: t('add.useAnyway'), checkNumber: t('add.checkNumber') },
            );
            showToast(t('common:saved'));
            navigate(`${PATHS.parcelDetail}?id=${parcel.id}`);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            // The single-number endpoint names the field `tracking_number`; the form's row is `tracking_numbers.0`.
            const shown = showServerErrors(form, error, { tracking_number: 'tracking_numbers.0' });
            if (error.status === 409) await offerExistingParcel(error, navigate, t);
            else if (!shown) showToast(error.message);
          }
        }}
        footer={
          <Button block fill="outline" color="danger" loading={remove.isPending} onClick={() => void withdraw()}>
            {t('entry.withdraw')}
          </Button>
        }
      />
    </div>
  );
}
