/**
 * The staff session: the bearer token from POST /ops/login and when it ends. Kept in sessionStorage (one tab, gone
 * when the browser closes: a shared bench computer keeps no session), under keys the customer app never uses.
 */
const KEY = 'parcelway_staff_session';

export interface StaffSession {
  token: string;
  expiresAt: string;
}

type Listener = (session: StaffSession | null, reason: 'signed_in' | 'signed_out' | 'expired') => void;
const listeners = new Set<Listener>();

export function readSession(): StaffSession | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as StaffSession;
    return new Date(session.expiresAt).getTime() > Date.now() ? session : null;
  } catch {
    return null;
  }
}

export function startSession(session: StaffSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
  for (const listener of listeners) listener(session, 'signed_in');
}

/** Ends the session: signed out by hand, or expired (the server answered 401 or the clock passed `expiresAt`). */
export function endSession(reason: 'signed_out' | 'expired'): void {
  sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener(null, reason);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
