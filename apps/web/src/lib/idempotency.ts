import { useCallback, useRef } from 'react';

/** A fresh Idempotency-Key for one payment or top-up the customer means to make (retries reuse it). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per payment the customer means to make: the same request sent again (after a lost answer) keeps its
 * key and gets the first answer; a changed request (another amount, method or coupon) is another payment and
 * gets a new key. `forget` after a success, where the same request may rightly be made again (a second top-up).
 */
export function useIdempotencyKey() {
  const last = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const text = JSON.stringify(request);
    if (last.current?.request !== text) last.current = { request: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const forget = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, forget };
}
