import type { CheckIn, ClaimedParcel, InboundCase, StaffTrackingEntry, UploadedFile } from '@parcelway/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/api.js';

export interface CheckInInput {
  store_id: number;
  tracking_number: string;
  weight: number;
  length: number;
  width: number;
  height: number;
  customer?: string | undefined;
  note?: string | undefined;
  photos: UploadedFile[];
  /** The scale's readout and the tape on the longest side: asked for, not required at check-in. */
  scale_photo?: string | undefined;
  tape_photo?: string | undefined;
}

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ photos, ...input }: CheckInInput) =>
      post<CheckIn>('/ops/parcels/receive', { ...input, photos: photos.map((photo) => photo.id) }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops', 'parcel-claims'] }),
  });
}

export interface PackInput {
  id: number;
  updated_at: string;
  weight: number;
  length: number;
  width: number;
  height: number;
  note?: string | undefined;
  photos: UploadedFile[];
  /** The scale's readout and the tape on the longest side: required, they set the price the customer may check. */
  scale_photo: string;
  tape_photo: string;
}

/** POST /ops/waybills/:id/pack with the `updated_at` the form loaded: a waybill changed meanwhile answers 409. */
export function usePack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photos, ...input }: PackInput) =>
      post(`/ops/waybills/${id}/pack`, { ...input, photos: photos.map((photo) => photo.id) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'waybills'] }),
  });
}

export function useDispatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tracking }: { id: number; tracking: string }) =>
      post(`/ops/waybills/${id}/status`, { status: 'in_transit', tracking }),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'waybills'] }),
  });
}

export function useTrackingEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...entry }: { id: number } & Pick<StaffTrackingEntry, 'status' | 'place' | 'texts'>) =>
      post(`/ops/waybills/${id}/tracking`, entry),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'waybills'] }),
  });
}

export function useClaims() {
  return useQuery({ queryKey: ['ops', 'parcel-claims'], queryFn: () => get<ClaimedParcel[]>('/ops/parcel-claims') });
}

export function useDecideClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason?: string }) =>
      post(`/ops/parcel-claims/${id}/decide`, { approve, reason }),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'parcel-claims'] }),
  });
}

/** Parcels their carrier delivered here that no check-in followed within two working days (check-in closes each). */
export function useInboundCases() {
  return useQuery({ queryKey: ['ops', 'inbound-cases'], queryFn: () => get<InboundCase[]>('/ops/inbound-cases') });
}
