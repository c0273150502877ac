import { api } from '../../../lib/api-client';
import type { SubmissionWait } from './types';

/** POST /api/getForceExtraService: whether chosen parcels may go on to a shipment now. */
export async function checkSubmission(parcelIds: number[]) {
  return (
    await api.post<{ can_submit: boolean; waiting: SubmissionWait[] }>('/api/getForceExtraService', {
      parcel_ids: parcelIds,
    })
  ).data;
}
