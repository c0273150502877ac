import { api } from '../../../lib/api-client';
import type { SubmissionCheck } from './types';

/** POST /api/getForceExtraService: whether chosen parcels may go on to a shipment now (asked once, on tapping Ship). */
export async function checkSubmission(parcelIds: number[]): Promise<SubmissionCheck> {
  return (await api.post<SubmissionCheck>('/api/getForceExtraService', { parcel_ids: parcelIds })).data;
}
