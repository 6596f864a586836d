/**
 * The free parts of the exam's type content (the free result's title and summary, the report's
 * description and keywords), per locale: what the public type pages of the web app show. Written to
 * web by web/scripts/generate-type-content.mjs; a test keeps the committed copy current.
 */
import { locales, type LocaleCode } from '@mindprint/exam/domain/locales';
import { reportContents } from '@mindprint/exam/content/report-content-files';
import { typeProfiles } from '@mindprint/exam/content/type-content-files';
import type { TypeCode } from '@mindprint/exam/domain/type-profiles';

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
