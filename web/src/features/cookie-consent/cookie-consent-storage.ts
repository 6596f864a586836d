import { localStore } from '../../lib/storage';

const CONSENT_KEY = 'cookie-consent';

export function hasAcceptedCookies(): boolean {
  return localStore.get<boolean>(CONSENT_KEY) === true;
}

/** Remembered in localStorage (365 days, like every local entry). */
export function acceptCookies(): void {
  localStore.set(CONSENT_KEY, true);
}
