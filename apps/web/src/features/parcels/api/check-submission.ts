import { api } from '../../../lib/api-client';
import type { SubmissionCheck } from './types';

/** POST /api/getForceExtraService: whether chosen parcels may go on to a shipment now. */
export async function checkSubmission(parcelIds: number[]) {
  return (await api.post<SubmissionCheck>('/api/getForceExtraService', { parcel_ids: parcelIds })).data;
}
