/**
 * How a payment attempt stands: created → pending → succeeded | failed, or 'duplicate' — a second success for
 * a target already paid, kept for a refund.
 */
export const PAYMENT_ATTEMPT_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'duplicate'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** How a top-up stands: waiting for its card or wallet, or for staff to review its transfer; then credited or not. */
export const TOP_UP_STATUSES = ['pending_payment', 'pending_review', 'credited', 'failed', 'rejected'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** A bank transfer under staff review, and the review's outcome. */
export const BANK_TRANSFER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUSES)[number];
