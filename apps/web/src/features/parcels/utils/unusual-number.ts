import { ApiError } from '../../../lib/api-client';

/**
 * The server's warning for a tracking number whose carrier's check digit fails (422, `data.reason` 'unusual_number'):
 * its sentence in the customer's language, or null for any other failure. The customer may keep the number.
 */
export function unusualNumberWarning(error: unknown): { message: string; trackingNumber: string } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const data = error.data as { reason?: unknown; tracking_number?: unknown } | undefined;
  if (data?.reason !== 'unusual_number' || typeof data.tracking_number !== 'string') return null;
  return { message: error.message, trackingNumber: data.tracking_number };
}
