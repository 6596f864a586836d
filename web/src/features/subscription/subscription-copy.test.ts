import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

describe('subscription copy (DESIGN.md "Content and honesty")', () => {
  /** The texts shown only for a trial that costs nothing (trial price 0). */
  const freeTrialTexts = new Set([
    en.offer.freeTrialLine,
    en.offer.payFreeTrial,
    en.offer.paypalNoteFreeTrial,
    en.offer.termsSummaryFreeTrial,
    en.offer.stripeReadyFreeTrial,
  ]);
  it('never calls the paid trial free', () => {
    for (const text of texts(en).filter((candidate) => !freeTrialTexts.has(candidate))) expect(text).not.toMatch(/\bfree\b/i);
  });
  it('says what follows a free trial and from when, on its button and its plan line', () => {
    expect(en.offer.freeTrialLine).toBe('Free for {{trialDays}} days');
    expect(en.offer.payFreeTrial).toBe('Start free trial — then {{price}} {{period}} from {{date}}');
    expect(en.offer.paypalNoteFreeTrial).toMatch(/nothing is charged today/);
    expect(en.offer.termsSummaryFreeTrial).toMatch(/^Today you pay nothing\. From \{\{date\}\} you pay \{\{price\}\}/);
    expect(en.offer.stripeReadyFreeTrial).toMatch(/Nothing is charged today/);
  });
  it('labels the reviews as samples and the activity list as an illustration', () => {
    expect(en.reviews.sampleNote).toMatch(/sample/i);
    expect(en.activity.heading).toMatch(/example/i);
    expect(en.activity.note).toMatch(/not live data/i);
  });
  it('uses the spec messages', () => {
    expect(en.consent.required).toBe('Please check I have read and agree to the terms to proceed');
    expect(en.cancel.notFound).toBe('Email not found Please re-enter');
    expect(en.cancelSuccess.heading).toBe('Cancellation successful');
    expect(en.upgrade.failed).toBe('Upgrade failed, try again');
    expect(en.upgrade.noPlan).toBe('No premium subscription plan found');
  });
  it('does not offer Apple Pay or Google Pay', () => {
    expect(en.explainer.notOffered).toMatch(/not offered/);
    expect(en.explainer.card + en.explainer.paypal).not.toMatch(/Apple Pay|Google Pay/);
  });
});
