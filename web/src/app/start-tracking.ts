/**
 * Wires the tags to the visitor's cookie choice, on every page (the app's and the prerendered entry pages'): Consent
 * Mode defaults first, then the tags the choice allows, and again whenever the choice changes on the page.
 */
import { runtimeConfig } from '../config/runtime-config';
import { currentConsent, onConsentChange } from '../features/cookie-consent/cookie-consent-storage';
import { landingMemory } from '../lib/landing-entry';
import { presentClickIds, startTagRuntime } from '../lib/tag-loader';

export function startTracking(): void {
  // Click ids of this address, or of the landing the visitor came in through (kept first-party).
  const clickIds = presentClickIds(window.location.search, landingMemory.entry()?.query);
  const tags = startTagRuntime(runtimeConfig().tags, clickIds);
  tags.apply(currentConsent());
  onConsentChange((choice) => tags.apply(choice));
}
