import { ApiError } from '../../../lib/api-client';
import { confirmDialog } from '../../../lib/feedback';

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

/**
 * Sends a pre-alert; when the server warns of a number whose check digit fails, asks the customer (the warning, "Use
 * it anyway" / "Check the number") and sends it again confirmed. Declining rethrows the warning for the form to show.
 */
export async function sendConfirmingUnusualNumber<T>(
  send: (confirmUnusual: boolean) => Promise<T>,
  texts: { useAnyway: string; checkNumber: string },
): Promise<T> {
  try {
    return await send(false);
  } catch (error) {
    const unusual = unusualNumberWarning(error);
    if (!unusual) throw error;
    const useAnyway = await confirmDialog({
      content: unusual.message,
      confirmText: texts.useAnyway,
      cancelText: texts.checkNumber,
    });
    if (!useAnyway) throw error;
    return send(true);
  }
}
