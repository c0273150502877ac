import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import type { ApiError } from '../../../lib/api-client';
import { offerDuplicateHolder } from '../../../lib/duplicate-offer';
import { PATHS } from '../../../lib/routes-paths';

/**
 * SPEC §5: a duplicate tracking number says 'The tracking number already exists' and offers to view the
 * parcel — when it is the customer's own (the server names it in `data.parcel_id`).
 */
export function offerExistingParcel(error: ApiError, navigate: NavigateFunction, t: TFunction) {
  return offerDuplicateHolder(
    error,
    () => ({ view: t('parcels:add.viewParcel'), cancel: t('common:cancel') }),
    (holder) => {
      if (holder.kind === 'parcel') navigate(`${PATHS.parcelDetail}?id=${holder.id}`);
    },
  );
}
