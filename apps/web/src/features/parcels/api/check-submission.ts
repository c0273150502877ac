import { api } from '../../../lib/api-client';
import type { SubmissionWait } from './types';

export interface SubmissionCheck {
  can_submit: boolean;
  waiting: SubmissionWait[];
}

/** POST /api/getForceExtraService: whether chosen parcels may go on to a shipment now (asked once, on tapping Ship). */
export async function checkSubmission(parcelIds: number[]): Promise<SubmissionCheck> {
  return (await api.post<SubmissionCheck>('/api/getForceExtraService', { parcel_ids: parcelIds })).data;
}
