import { type ExtraServiceEntry, type ExtraServiceEntryInput, extraServiceRequestSchema } from '@parcelway/domain';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormLayout, showServerErrors, useZodForm } from '../../../components/form';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import { translateMessage } from '../../../lib/i18n';
import { PATHS } from '../../../lib/routes-paths';
import { useParcelDetail } from '../api/get-parcel-detail';
import { useParcels } from '../api/get-parcels';
import type { ParcelDetail } from '../api/types';
import { useUpdateParcel } from '../api/update-parcel';
import { ExtraServicesField } from '../components/extra-services-field';
import { ParcelCard } from '../components/parcel-card';
import { useIdParam } from '../utils/query-params';
import '../parcels.css';

interface ServiceValues {
  extra_services: ExtraServiceEntryInput[];
}
const serviceFormSchema = z.object({ extra_services: extraServiceRequestSchema }) as unknown as z.ZodType<
  { extra_services: ExtraServiceEntry[] },
  ServiceValues
>;

/**
 * Extra services on a parcel (SPEC §2 personal/parcelExService): photo, unpacking, bubble wrap, disposal.
 * Without a parcel chosen, the customer picks one of theirs first.
 */
export default function RequestServicesPage() {
  const { t } = useTranslation('parcels');
  const id = useIdParam();
  const detail = useParcelDetail(id);

  if (id === null) return <ChooseParcel />;
  if (detail.isPending) return <LoadingBlock lines={6} />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  if (![0, 5, 10].includes(detail.data.status))
    return (
      <EmptyState title={translateMessage('extraService.parcelNotAtWarehouse')} description={t('services.gone')} />
    );
  return <ServicesForm parcel={detail.data} />;
}

function ChooseParcel() {
  const { t } = useTranslation('parcels');
  const parcels = useParcels({ parcel_status: 10 });
  const rows = parcels.data?.pages.flatMap((page) => page.list) ?? [];
  if (parcels.isPending) return <LoadingBlock lines={5} />;
  if (parcels.isError) return <LoadFailed error={parcels.error} onRetry={() => void parcels.refetch()} />;
  return (
    <div className="parcels-page">
      <p className="parcels-muted page-section">{t('services.choose')}</p>
      {rows.length === 0 && <EmptyState title={t('list.empty.arrived')} />}
      <ul className="parcels-list" aria-label={t('services.choose')}>
        {rows.map((parcel) => (
          <ParcelCard key={parcel.id} parcel={parcel} to={`${PATHS.parcelServices}?id=${parcel.id}`} />
        ))}
      </ul>
    </div>
  );
}

function ServicesForm({ parcel }: { parcel: ParcelDetail }) {
  const { t } = useTranslation(['parcels', 'common']);
  const navigate = useNavigate();
  const update = useUpdateParcel();
  const form = useZodForm(serviceFormSchema, { extra_services: [] });
  const pending = parcel.extra_services.filter((service) => service.status === 'pending');

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: parcel.id, extra_services: values.extra_services });
      showToast(t('services.requested'));
      navigate(`${PATHS.parcelDetail}?id=${parcel.id}`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!showServerErrors(form, error)) showToast(error.message);
    }
  });
  const listError =
    form.formState.errors.extra_services?.root?.message ?? form.formState.errors.extra_services?.message;

  return (
    <div className="parcels-page">
      <p className="parcels-muted page-section">{t('services.for', { tracking: parcel.tracking_number })}</p>
      <form onSubmit={submit} noValidate aria-label={t('services.title')}>
        <FormLayout
          footer={
            <Button block type="submit" color="primary" size="large" loading={update.isPending}>
              {t('services.submit')}
            </Button>
          }
        >
          <ExtraServicesField
            control={form.control}
            storeId={parcel.store_id}
            pendingServiceIds={pending.map((service) => service.extra_service_id)}
          />
          {listError && (
            <div className="adm-form-item-feedback-error page-section" role="alert">
              {translateMessage(listError)}
            </div>
          )}
        </FormLayout>
      </form>
    </div>
  );
}
