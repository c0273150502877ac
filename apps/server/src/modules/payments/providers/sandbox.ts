import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isCurrencyCode, money, type PaymentProviderName } from '@parcelway/domain';
import type { Database } from '../../../db/client.js';
import { findSandboxCheckout, insertSandboxCheckout } from '../queries/sandbox.js';
import {
  type Checkout,
  type CheckoutRequest,
  NotificationRejected,
  type PaymentProvider,
  type PaymentResult,
  type VerifiedNotification,
} from './provider.js';

/** A notification older or newer than this (by its signed timestamp) is refused, so a captured one cannot be replayed later. */
export const NOTIFICATION_WINDOW_SECONDS = 300;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The body the sandbox posts to /api/payments/notify/<provider>. */
export interface SandboxNotificationBody {
  id: string;
  checkout_id: string;
  merchant_reference: string;
  outcome: 'succeeded' | 'failed';
  amount_minor: number;
  currency: string;
  failure_reason?: string;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the scheme most providers use. */
export function signSandboxNotification(secret: string, rawBody: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * The built-in stand-in for every provider: a hosted page served by our server (/sandbox/pay/<id>) with Pay
 * and Fail buttons, which posts an HMAC-signed notification to our callback. It keeps its checkouts in
 * `sandbox_checkouts`, as a provider keeps them on its side.
 */
export class SandboxProvider implements PaymentProvider {
  readonly mode = 'sandbox' as const;

  constructor(
    readonly name: PaymentProviderName,
    private readonly db: Database,
    readonly secret: string,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const id = `sbx_${randomBytes(12).toString('hex')}`;
    await insertSandboxCheckout(this.db, {
      id,
      provider: this.name,
      attemptId: request.attemptId,
      amountMinor: request.amount.minor,
      currency: request.amount.currency,
      description: request.description,
      returnUrl: request.returnUrl,
    });
    return { providerRef: id, redirectUrl: `/sandbox/pay/${id}` };
  }

  verifyNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): VerifiedNotification {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const value = Array.isArray(header) ? header[0] : header;
    const match = value ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(value) : null;
    if (!match) throw new NotificationRejected('missing or malformed signature');
    const timestamp = Number(match[1]);
    if (Math.abs(now.getTime() / 1000 - timestamp) > NOTIFICATION_WINDOW_SECONDS)
      throw new NotificationRejected('notification outside the time window');
    const expected = Buffer.from(
      createHmac('sha256', this.secret).update(`${timestamp}.`).update(rawBody).digest('hex'),
    );
    const given = Buffer.from(match[2] ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new NotificationRejected('signature does not match');
    let body: SandboxNotificationBody;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as SandboxNotificationBody;
    } catch {
      throw new NotificationRejected('body is not JSON');
    }
    if (
      typeof body.id !== 'string' ||
      typeof body.checkout_id !== 'string' ||
      typeof body.merchant_reference !== 'string' ||
      (body.outcome !== 'succeeded' && body.outcome !== 'failed') ||
      !Number.isSafeInteger(body.amount_minor) ||
      !isCurrencyCode(body.currency)
    )
      throw new NotificationRejected('body is incomplete');
    return {
      notificationId: body.id,
      providerRef: body.checkout_id,
      attemptId: body.merchant_reference,
      outcome: body.outcome,
      amount: money(body.amount_minor, body.currency),
      ...(body.failure_reason ? { failureReason: body.failure_reason } : {}),
    };
  }

  async queryResult(providerRef: string): Promise<PaymentResult> {
    const checkout = await findSandboxCheckout(this.db, providerRef);
    if (!checkout || checkout.status === 'open') return { status: 'pending' };
    return checkout.status === 'paid'
      ? { status: 'succeeded' }
      : { status: 'failed', failureReason: 'declined in the sandbox' };
  }
}
