import { loadLocaleContent, objectWithKeys, templateText as text } from '@mindprint/platform/locale-content';
import { z } from 'zod';
import { type Texts } from '../domain/locales.js';
import { defaultLocale, localeCodes } from '@mindprint/platform/locales';

/**
 * Legal documents and help items as first seeded (version 1.0, effective 2026-11-01). Their words are data
 * per locale (`content/legal-and-help/v1.0/<locale>.json`); ids, codes and order stay here. Later wording
 * changes are a new version (a new folder and a new migration), never edits of these files. These texts
 * describe how the product works; they are not legal advice.
 */
export const seedVersion = '1.0';
export const seedEffectiveDate = '2026-11-01';

export type ProtocolCode = 'terms' | 'privacy' | 'subscription';
export type HelpGroupCode = 'subscription-management' | 'billing-and-payments' | 'legal-and-policies' | 'support-contact';

const protocols: Array<{ id: string; code: ProtocolCode; showOnSignup: boolean }> = [
  { id: '1', code: 'terms', showOnSignup: true },
  { id: '2', code: 'privacy', showOnSignup: true },
  { id: '3', code: 'subscription', showOnSignup: false },
];
const helpGroupCodes: HelpGroupCode[] = ['subscription-management', 'billing-and-payments', 'legal-and-policies', 'support-contact'];
const helpItems: Array<{ id: string; group: HelpGroupCode }> = [
  { id: '1', group: 'subscription-management' },
  { id: '2', group: 'subscription-management' },
  { id: '3', group: 'subscription-management' },
  { id: '4', group: 'billing-and-payments' },
  { id: '5', group: 'billing-and-payments' },
  { id: '6', group: 'billing-and-payments' },
  { id: '7', group: 'legal-and-policies' },
  { id: '8', group: 'legal-and-policies' },
  { id: '9', group: 'support-contact' },
  { id: '10', group: 'support-contact' },
];

export const legalAndHelpSchema = z.strictObject({
  protocols: objectWithKeys(
    protocols.map((p) => p.code),
    z.strictObject({ title: text(), sections: z.array(z.strictObject({ heading: text(), body: text() })).min(1) }),
  ),
  helpGroups: objectWithKeys(helpGroupCodes, text()),
  helpItems: objectWithKeys(
    helpItems.map((h) => h.id),
    z.strictObject({ question: text(), answer: text() }),
  ),
});

export const legalAndHelpDir = new URL('../../content/legal-and-help/v1.0/', import.meta.url);

const texts = loadLocaleContent(legalAndHelpDir, localeCodes, legalAndHelpSchema);

/** One text in every locale, as the tables store it. */
const inEveryLocale = (pick: (content: z.output<typeof legalAndHelpSchema>) => string | undefined, what: string): Texts =>
  Object.fromEntries(
    localeCodes.map((locale) => {
      const value = pick(texts[locale]);
      if (value === undefined) throw new Error(`content legal-and-help/v1.0/${locale.toLowerCase()}.json has no ${what} (${defaultLocale} has it)`);
      return [locale, value];
    }),
  ) as Texts;

export interface SeedProtocol {
  id: string;
  code: ProtocolCode;
  showOnSignup: boolean;
  title: Texts;
  sections: Array<{ heading: Texts; body: Texts }>;
}

export const seedProtocols: SeedProtocol[] = protocols.map((p) => ({
  ...p,
  title: inEveryLocale((c) => c.protocols[p.code]?.title, `protocols.${p.code}.title`),
  sections: texts[defaultLocale].protocols[p.code]!.sections.map((_, i) => ({
    heading: inEveryLocale((c) => c.protocols[p.code]?.sections[i]?.heading, `protocols.${p.code}.sections.${i}.heading`),
    body: inEveryLocale((c) => c.protocols[p.code]?.sections[i]?.body, `protocols.${p.code}.sections.${i}.body`),
  })),
}));

export const seedHelpGroups: Array<{ code: HelpGroupCode; title: Texts }> = helpGroupCodes.map((code) => ({
  code,
  title: inEveryLocale((c) => c.helpGroups[code], `helpGroups.${code}`),
}));

export interface SeedHelpItem {
  id: string;
  group: HelpGroupCode;
  question: Texts;
  answer: Texts;
}

export const seedHelpItems: SeedHelpItem[] = helpItems.map((h) => ({
  ...h,
  question: inEveryLocale((c) => c.helpItems[h.id]?.question, `helpItems.${h.id}.question`),
  answer: inEveryLocale((c) => c.helpItems[h.id]?.answer, `helpItems.${h.id}.answer`),
}));
