import { DomainError } from '@mindprint/platform/errors';
import { type LocaleCode, normalizeLocale } from '../locales.js';
import type { LocaleReportContent } from './report-content.js';

/** The report's texts per locale (loaded from `content/report/`); a locale without texts is not offered. */
export type ReportContentRegistry = Partial<Record<LocaleCode, LocaleReportContent>>;

/** BCP-47 tags for Intl (country names, dates) and the PDF's language. */
export const reportLanguageTags: Record<LocaleCode, string> = {
  EN: 'en',
  CN: 'zh-Hans-CN',
  HK: 'zh-Hant-HK',
  JA: 'ja',
  KR: 'ko',
  FR: 'fr',
  DE: 'de',
  ES: 'es',
  PT: 'pt',
};

/**
 * The report content for a locale asked for by a caller. An unknown code and a locale whose report is not
 * translated yet both fail: a report is never shown in another language than the one asked for.
 */
export function reportContentFor(registry: ReportContentRegistry, requested: string): { locale: LocaleCode; content: LocaleReportContent } {
  const locale = normalizeLocale(requested);
  if (!locale) throw new DomainError('UNSUPPORTED_LOCALE', `Language ${requested} is not offered`, 'INVALID_ARGUMENT');
  const content = registry[locale];
  if (!content) {
    throw new DomainError('REPORT_LOCALE_UNAVAILABLE', `The report is not available in ${locale} yet`, 'INVALID_ARGUMENT');
  }
  return { locale, content };
}
