import { onConsentChange } from '../../features/cookie-consent/cookie-consent-storage';
import { landingMemory } from '../../lib/landing-entry';
import { pickTrackingQuery } from '../../lib/tracking-query';

/**
 * Keeps the stored landing entry in line with the visitor's advertising choice made on this page: granted, the
 * click ids still in the URL are stored; refused or withdrawn, stored ones are forgotten. Called once at start
 * (by the app and by the prerendered pages' script).
 */
export function followAdvertisingConsent(): void {
  onConsentChange((choice) => landingMemory.followAdvertisingConsent(choice.advertising, pickTrackingQuery(window.location.search)));
}
