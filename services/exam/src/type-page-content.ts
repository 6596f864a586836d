/**
 * The free parts of the exam's type content (the free result's title and summary, the report's
 * description and keywords), per locale: what the public type pages of the web app show. Written to
 * web by web/scripts/generate-type-content.mjs; a test keeps the committed copy current.
 */
import { locales, type LocaleCode } from './domain/locales.js';
import { reportContents } from './content/report-content-files.js';
import { typeProfiles } from './content/type-content-files.js';
import type { TypeCode } from './domain/type-profiles.js';

export interface TypePageText {
  title: string;
  summary: string;
  description: string;
  keywords: string[];
}

export const TYPE_PAGE_LOCALES: readonly LocaleCode[] = locales.map((l) => l.code);

export function typePageContent(locale: LocaleCode): Record<TypeCode, TypePageText> {
  const report = reportContents[locale];
  if (!report) throw new Error(`no report content for ${locale}`);
  const entries = Object.values(typeProfiles).map((profile) => {
    const { description, keywords } = report.types[profile.code];
    return [profile.code, { title: profile.title[locale], summary: profile.summary[locale], description, keywords }] as const;
  });
  return Object.fromEntries(entries) as Record<TypeCode, TypePageText>;
}
