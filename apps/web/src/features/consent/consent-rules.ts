import type { ConsentMode } from '@parcelway/domain';
import { readText, STORAGE_KEYS, writeText } from '../../lib/storage';

export type ConsentChoice = 'granted' | 'denied';

/** Time zones outside Europe/ whose law asks consent as the EU's does (Iceland, the Canaries, Madeira, the Azores, the Faroes). */
const EUROPEAN_ATLANTIC = [
  'Atlantic/Reykjavik',
  'Atlantic/Canary',
  'Atlantic/Madeira',
  'Atlantic/Azores',
  'Atlantic/Faroe',
];

/**
 * Whether this browser must be asked before analytics and chat load. `europe` goes by the browser's own time zone
 * (no IP lookup): any European zone is asked, and a browser that does not say is asked too.
 */
export function consentNeeded(mode: ConsentMode, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): boolean {
  if (mode === 'nowhere') return false;
  if (mode === 'everywhere' || !timeZone) return true;
  return timeZone.startsWith('Europe/') || EUROPEAN_ATLANTIC.includes(timeZone);
}

export function storedChoice(): ConsentChoice | null {
  const value = readText(STORAGE_KEYS.thirdPartyConsent);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function rememberChoice(choice: ConsentChoice): void {
  writeText(STORAGE_KEYS.thirdPartyConsent, choice);
}
