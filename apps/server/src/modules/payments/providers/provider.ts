import type { Money, PaymentMethodCode, PaymentProviderName } from '@parcelway/domain';

/** What we ask a provider for: a hosted checkout for one payment attempt. */
export interface CheckoutRequest {
  /** Our attempt id: the merchant reference, so asking twice for one attempt is harmless at the provider. */
  attemptId: string;
  method: PaymentMethodCode;
  amount: Money;
  description: string;
  /** Absolute URL the provider sends the customer back to. */
  returnUrl: string;
  /** Absolute URL of our notification callback. */
  notifyUrl: string;
  shopperName?: string | null;
}

export interface Checkout {
  /** The provider's id of the checkout. */
  providerRef: string;
  /** Where the customer pays (the provider's hosted page, or a link to open in WeChat). */
  redirectUrl: string;
}

/** A notification whose signature and time were checked. */
export interface VerifiedNotification {
  /** The provider's id of this notification: acted on once (a replay finds it recorded). */
  notificationId: string;
  providerRef: string;
  attemptId: string;
  outcome: 'succeeded' | 'failed';
  amount: Money;
  failureReason?: string;
}

export interface PaymentResult {
  status: 'pending' | 'succeeded' | 'failed';
  failureReason?: string;
}

export class NotificationRejected extends Error {}

/**
 * One card or wallet provider (SPEC §7's royalPay, squareUpPay, paypalPay, eghlPay, airWallexPay,
 * touchGoPay, duitNowPay, ygAliPay, and the WeChat link). The sandbox implements it; a real provider's
 * client does the same with its API and is passed to buildApp (`paymentProviders`).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** 'sandbox' for our stand-in, 'live' for a real provider. */
  readonly mode: 'sandbox' | 'live';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Checks a notification's signature over the raw body and its time window; throws NotificationRejected. */
  verifyNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): VerifiedNotification;
  /** Asks the provider how a checkout ended (the safety net when a notification is late or lost). */
  queryResult(providerRef: string): Promise<PaymentResult>;
}
