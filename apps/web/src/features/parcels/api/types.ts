import type { UploadedFile } from '../../../lib/upload';

/** A parcel as the lists show it (GET /api/parcelList and the other lists). */
export interface ParcelSummary {
  id: number;
  tracking_number: string;
  status: number;
  status_name: string;
  /** The warehouse holds a parcel under this pre-alert's number and staff are confirming it is the customer's. */
  being_confirmed: boolean;
  is_pre_alert: boolean;
  store_id: number;
  warehouse_name: string;
  courier_company: { id: number; name: string } | null;
  contents: string;
  remark: string;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  volumetric_weight: string | null;
  volumetric_divisor: number;
  pre_alerted_at: string | null;
  inbound_time: string | null;
  created_at: string;
  storage: {
    days: number;
    free_days: number;
    free_days_left: number;
    free_until: string;
    overdue: boolean;
  } | null;
  thumbnail: string | null;
  image_count: number;
  pending_extra_services: number;
  shipment: { id: number; shipment_id: string } | null;
}

export interface ParcelPage {
  list: ParcelSummary[];
  total: number;
  page: number;
  perPage: number;
}

export interface ParcelExtraService {
  id: number;
  parcel_id: number;
  extra_service_id: number;
  code: string;
  name: string;
  status: 'pending' | 'completed' | 'cancelled';
  comment: string;
  files: UploadedFile[];
  part: number;
  price: string;
  currency: string;
  staff_note: string;
  result_images: UploadedFile[];
  requested_at: string;
  completed_at: string | null;
}

export interface ParcelComment {
  id: number;
  author: 'customer' | 'admin';
  label: 'admin' | null;
  content: string;
  files: UploadedFile[];
  editable: boolean;
  created_at: string;
  updated_at: string;
}

export interface ParcelDeclaration {
  id: number;
  currency: string | null;
  items: {
    id: number;
    name: string;
    quantity: number;
    total_amount: string;
    product_type: string;
    attributes: string[];
  }[];
  shared_with: { id: number; tracking_number: string }[];
}

export interface ParcelDetail extends ParcelSummary {
  destination_country_id: number | null;
  timeline: { id: number; status: number; status_name: string; kind: string; text: string; time: string }[];
  images: { id: number; url: string; source: 'check_in' | 'extra_service'; created_at: string }[];
  comments: ParcelComment[];
  extra_services: ParcelExtraService[];
  declaration: ParcelDeclaration | null;
  batch: { id: number; tracking_number: string; status: number; status_name: string }[];
  return_pending: boolean;
  can_submit: boolean;
  waiting_reasons: { code: string; message: string }[];
}

/** An extra service as a warehouse offers it (GET /api/extraServiceList). */
export interface OfferedExtraService {
  id: number;
  code: string;
  name: string;
  description: string;
  scope: 'parcel' | 'shipment';
  price: string | null;
  currency: string;
  remark_required: boolean;
  image_required: boolean;
  reject_whole: boolean;
  options: { part: 0 | 1; name: string }[];
}

export interface SubmissionWait {
  parcel_id: number;
  tracking_number: string;
  reasons: { code: string; message: string }[];
  services: { id: number; name: string }[];
}
