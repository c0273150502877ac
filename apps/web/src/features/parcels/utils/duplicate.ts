import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import type { ApiError } from '../../../lib/api-client';
import { confirmDialog, showToast } from '../../../lib/feedback';
import { PATHS } from '../../../lib/routes-paths';

/**
 * SPEC §5: a duplicate tracking number says 'The tracking number already exists' and offers to view the
 * parcel — when it is the customer's own (the server names it in `data.parcel_id`).
 */
export async function offerExistingParcel(error: ApiError, navigate: NavigateFunction, t: TFunction) {
  const parcelId = (error.data as { parcel_id?: number | null } | undefined)?.parcel_id;
  if (!parcelId) {
    showToast(error.message);
    return;
  }
  const view = await confirmDialog({
    content: error.message,
    confirmText: t('parcels:add.viewParcel'),
    cancelText: t('common:cancel'),
  });
  if (view) navigate(`${PATHS.parcelDetail}?id=${parcelId}`);
}
