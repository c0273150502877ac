/** Shapes of the payments API (apps/server/src/modules/payments), money as decimal strings beside the currency. */

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  perPage: number;
}

export interface TopUpRecord {
  id: number;
  amount: string;
  currency: string;
  bonus: string;
  bonus_granted: boolean;
  activity_id: number | null;
  method: string;
  method_name: string;
  status: 'pending_payment' | 'pending_review' | 'credited' | 'failed' | 'rejected';
  status_name: string;
  reason: string | null;
  created_at: string;
  credited_at: string | null;
}

export interface BalanceEntry {
  id: number;
  kind: string;
  kind_name: string;
  amount: string;
  currency: string;
  balance_after: string;
  withdrawable: boolean;
  purpose: string | null;
  target_id: number | null;
  description: string;
  created_at: string;
}

export interface PaymentRecord {
  id: string;
  purpose: string;
  target_id: number | null;
  description: string;
  method: string;
  method_name: string;
  amount: string;
  currency: string;
  status: string;
  status_name: string;
  failure_reason: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface TransactionDetail extends BalanceEntry {
  note?: string;
  payment: PaymentRecord | null;
  top_up: TopUpRecord | null;
}

export interface PointEntry {
  id: number;
  kind: string;
  kind_name: string;
  points: number;
  points_after: number;
  description: string;
  created_at: string;
}

export interface PayResult {
  attempt_id: string;
  status: 'completed' | 'not_completed' | 'failed';
  msg: string;
  payment_status: string;
  purpose: string;
  target_id: number | null;
  method: string;
  amount: string;
  currency: string;
  failure_reason: string | null;
  return_path: string;
}
