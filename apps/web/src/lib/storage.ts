/** Every key the app keeps in localStorage (SPEC §3). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  userInfo: 'user_info',
  currCountry: 'currCountry',
  calParams: 'cal_params',
  resetInfo: 'reset_info',
  tourFinish: 'tour_finish',
  batch: 'batch',
  language: 'lang',
  logoSeen: 'logo_seen',
  currentCurrency: 'curr_currency',
  /** '1' once the warehouse-address usage terms were accepted on this device (kept across sessions). */
  warehouseTermsAccepted: 'warehouse_terms_accepted',
  /** 'granted' or 'denied': the customer's answer to the analytics and chat consent banner (kept across sessions). */
  thirdPartyConsent: 'third_party_consent',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Removed when a session ends or cannot be refreshed (SPEC §4 Session). */
export const SESSION_KEYS: StorageKey[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.currCountry,
  STORAGE_KEYS.calParams,
  STORAGE_KEYS.resetInfo,
  STORAGE_KEYS.tourFinish,
  STORAGE_KEYS.batch,
];

export function readText(key: StorageKey): string | null {
  return localStorage.getItem(key);
}

export function writeText(key: StorageKey, value: string): void {
  localStorage.setItem(key, value);
}

export function readJson<T>(key: StorageKey): T | null {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function remove(key: StorageKey): void {
  localStorage.removeItem(key);
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}
