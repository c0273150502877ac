/**
 * What other modules (waybills) use of payments. Every function that writes takes the caller's
 * transaction (`tx`), so a waybill's lock, its payment and its new state commit together.
 */
export { type PayResultStatus, paymentResult, presentAttempt } from './attempt-views.js';
export {
  type AttemptInput,
  asPaymentConflict,
  createAttempt,
  payWithBalance,
  SUPERSEDED,
  settleAttempt,
  settleBalancePayment,
  startBalancePayment,
  supersedeOpenAttempts,
} from './attempts.js';
export { type BankTransferInput, reviewBankTransfer, submitBankTransfer } from './bank-transfers.js';
export {
  availableCoupons,
  type CouponGrant,
  couponForCheckout,
  couponsForSpend,
  couponTerms,
  grantCoupon,
  markCouponRedeemed,
  releaseCoupon,
} from './coupons.js';
export { earnPaidPoints, reverseEarnedPoints } from './earned-points.js';
export { idempotentPayment, withIdempotency } from './idempotency.js';
export {
  type InvoiceDocument,
  type InvoiceLine,
  invoiceIssuer,
  renderInvoicePdf,
  storeInvoicePdf,
} from './invoice.js';
export {
  chargeBalance,
  creditBalance,
  earnPoints,
  postBalanceEntry,
  postPointEntry,
  refundPoints,
  refundToBalance,
  spendPoints,
} from './ledger.js';
export { currencyCodeOf, currencyFromParam, currencyIdOf, major, moneyOf } from './money.js';
export { pointsSummary } from './points.js';
export { runPointsExpiry } from './points-expiry.js';
export { type ProviderPaymentStart, startProviderPayment } from './provider-payments.js';
export { createPaymentProviders } from './providers/index.js';
export type { PaymentProvider } from './providers/provider.js';
export { findSucceededAttempt, walletBalance, walletBalances } from './queries/attempts.js';
export {
  collectCoupon,
  countClaimedByTemplate,
  couponCountsByTemplate,
  customerCouponTab,
  findCouponForCustomer,
} from './queries/coupons.js';
export { pointsHeld, refundedFor } from './queries/ledger.js';
export { findCustomerContact } from './queries/top-ups.js';
export { transfersWaitingByPurpose } from './queries/transfer-queue.js';
export { paymentRoutes } from './routes.js';
export type { Settlement, Settlements } from './settlements.js';
export { balanceEntriesForStaff, pointEntriesForStaff, walletsOf } from './staff-ledger.js';
export { paymentStaffRoutes } from './staff-routes.js';
export type { CreditedTopUp, TopUpListener } from './top-up-listeners.js';
export { paymentMethodsFor } from './top-up-page.js';
export { TOP_UP_PURPOSE, topUpSettlement } from './top-ups.js';
