import type { SubmissionStep } from '@parcelway/domain';
import type { WaybillFees } from '../../../components/fee-breakdown';
import type { UploadedFile } from '../../../lib/upload';

export interface WaybillSummary {
  id: number;
  shipment_id: string;
  status: string;
  status_name: string;
  store_id: number;
  warehouse_name: string;
  country_id: number;
  recipient_name: string;
  recipient_city: string;
  parcel_count: number;
  tracking_numbers: string[];
  total: string;
  currency: string;
  fees_final: boolean;
  priority: boolean;
  carrier_tracking: string | null;
  submitted_at: string;
}

export interface WaybillPage {
  list: WaybillSummary[];
  total: number;
  page: number;
  perPage: number;
  counts: Record<string, number>;
}

export interface WaybillDetail extends WaybillSummary {
  line: {
    id: number;
    name: string;
    delivery_method: 'door' | 'self_pickup';
    delivery_method_name: string;
    service_level_name: string;
  } | null;
  route: {
    from_store_id: number;
    to_country_id: number;
    estimated_delivery_from: string | null;
    estimated_delivery_to: string | null;
  };
  recipient: Record<string, string | number | null>;
  shipper: { sender_name: string; commercial_value: boolean; export_reason: string; undeliverable_action: string };
  declaration: { name: string; quantity: number; total_amount: string; product_type: string; attributes: string[] }[];
  declared_value: string;
  insured: boolean;
  fees: WaybillFees;
  weight: { chargeable: string; packed: string | null; packed_size: string | null };
  extra_services: { id: number; code: string; name: string; status: string; price: string }[];
  extra_cartons: number;
  remark: string;
  tracking: { id: number; status: string; status_name: string; kind: string; text: string; time: string }[];
  packing_images: UploadedFile[];
  delivery_proof: UploadedFile[];
  declaration_files: UploadedFile[];
  battery_images: UploadedFile[];
  notes: {
    id: number;
    author: string;
    label: string | null;
    content: string;
    files: UploadedFile[];
    created_at: string;
  }[];
  parcels: { id: number; tracking_number: string }[];
  last_mile: {
    method: 'door' | 'pickup_point' | null;
    agent: { id: number; name: string; address: string; city: string } | null;
  };
  delivery_upgraded: boolean;
  sign_document: {
    required: boolean;
    id: number | null;
    status: string | null;
    status_name: string | null;
    importer_name: string | null;
    email: string | null;
    reason: string | null;
  };
  taiwan: boolean;
  actions: {
    can_cancel: boolean;
    can_confirm_receipt: boolean;
    can_upgrade: boolean;
    can_toggle_priority: boolean;
    can_choose_last_mile: boolean;
    can_pay: boolean;
  };
  paid_at: string | null;
}

export interface ParcelsInfo {
  store_id: number | null;
  same_warehouse: boolean;
  warehouse_name: string;
  currency: string | null;
  parcels: {
    id: number;
    tracking_number: string;
    weight: string | null;
    length: string | null;
    width: string | null;
    height: string | null;
    status_name: string;
  }[];
  parcel_count: number;
  total_weight: string;
  declaration: { name: string; quantity: number; total_amount: string; product_type: string; attributes: string[] }[];
  waiting: { parcel_id: number; tracking_number: string; reasons: { code: string; message: string }[] }[];
  unpaid: string | null;
  can_submit: boolean;
  steps: SubmissionStep[];
}
