import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showServerErrors } from '../../../components/form';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/feedback';
import { PATHS } from '../../../lib/routes-paths';
import { useUserInfo } from '../../../lib/session';
import { useAddPreAlerts } from '../api/add-pre-alerts';
import { ClaimDialog } from '../components/claim-dialog';
import { PreAlertForm, type PreAlertFormValues } from '../components/pre-alert-form';
import { offerExistingParcel } from '../utils/duplicate';
import { sendConfirmingUnusualNumber } from '../utils/unusual-number';
import '../parcels.css';

/** Pre-alert (SPEC §2 predeclareAdd): up to 5 tracking numbers of one order, declared once. */
export default function PreAlertAddPage() {
  const { t } = useTranslation(['parcels', 'common']);
  const navigate = useNavigate();
  const user = useUserInfo();
  const add = useAddPreAlerts();
  const [claimFor, setClaimFor] = useState<string | null>(null);

  if (!user.data) {
    if (user.isError) return <LoadFailed error={user.error} onRetry={() => void user.refetch()} />;
    return <LoadingBlock lines={6} />;
  }

  const defaults: PreAlertFormValues = {
    tracking_numbers: [''],
    store_id: user.data.store_id,
    courier_company_id: null,
    destination_country_id: null,
    contents: '',
    remark: '',
    items: [],
    extra_services: [],
  };

  return (
    <div className="parcels-page">
      <p className="parcels-muted page-section">{t('add.intro')}</p>
      <PreAlertForm
        defaultValues={defaults}
        submitText={t('add.submit')}
        submitting={add.isPending}
        onSubmit={async (values, form) => {
          try {
            // A number whose carrier's check digit fails: the warning, and the customer may use it anyway.
            const added = await sendConfirmingUnusualNumber(
              (confirmUnusual) => add.mutateAsync({ ...values, confirm_unusual_number: confirmUnusual }),
              { useAnyway: t('add.useAnyway'), checkNumber: t('add.checkNumber') },
            );
            const arrived = added.list.find((parcel) => parcel.arrived_unclaimed);
            if (arrived) {
              const claimNow = await Dialog.confirm({
                content: t('add.arrivedUnclaimed', { tracking: arrived.tracking_number }),
                confirmText: t('claim.submit'),
                cancelText: t('common:cancel'),
              });
              if (claimNow) {
                setClaimFor(arrived.tracking_number);
                return;
              }
            }
            showToast(t('add.done', { count: added.list.length }));
            // The sent form gives way to the list: Back from there goes where the customer came from, not to it.
            navigate(PATHS.preAlerts, { replace: true });
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            const shown = showServerErrors(form, error);
            if (error.status === 409) await offerExistingParcel(error, navigate, t);
            else if (!shown) showToast(error.message);
          }
        }}
      />
      <ClaimDialog
        key={claimFor ?? 'none'}
        visible={claimFor !== null}
        initial={claimFor ?? ''}
        onClose={() => setClaimFor(null)}
      />
    </div>
  );
}
