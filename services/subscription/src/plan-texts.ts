import { loadLocaleContent, objectWithKeys, placeholdersOf, templateText as text } from '@mindprint/platform/locale-content';
import { z } from 'zod';
import { privilegeCodes } from './domain/privileges.js';
import { localeCodes } from '@mindprint/platform/locales';

/**
 * What the plans are called, their terms, the consent sentence and the privileges' names, one file per locale
 * in `content/plans/<locale>.json` (translators own it; prices, periods and tiers stay in `domain/plans.ts`).
 * Every plan and privilege must be named in every locale, or start-up fails naming the file and the key.
 */
export function planTextsSchema(planIds: readonly string[]) {
  return z.strictObject({
    plans: objectWithKeys(
      planIds,
      z.strictObject({
        name: text(),
        /** `{{perDay}}`: the period price per day, for a plan whose description mentions it. */
        description: z
          .string()
          .min(1)
          .refine((description) => placeholdersOf(description).every((name) => name === 'perDay'), { message: 'may hold only the placeholder {{perDay}}' }),
      }),
    ),
    periods: z.strictObject({ fourWeeks: text(), month: text() }),
    terms: text('trialDays', 'trialPrice', 'price', 'period'),
    termsNoTrial: text('price', 'period'),
    /** A free trial (trial price 0): says free, and still the renewal price, its first date and how to cancel. */
    termsFreeTrial: text('trialDays', 'price', 'period', 'firstChargeDate'),
    consent: text(),
    privileges: objectWithKeys(privilegeCodes, text()),
  });
}

/** Where the texts live: `services/subscription/content/plans`, beside both `src/` and `dist/`. */
export const planTextsDir = new URL('../content/plans/', import.meta.url);

/** The texts of these plans in every locale (the plans are the catalogue's, passed in: the catalogue reads these texts). */
export const loadPlanTexts = (planIds: readonly string[]) => loadLocaleContent(planTextsDir, localeCodes, planTextsSchema(planIds));
