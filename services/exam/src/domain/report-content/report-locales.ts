import { DomainError } from '@mindprint/platform/errors';
import { type LocaleCode, normalizeLocale } from '../locales.js';
import { cn } from './cn.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { hk } from './hk.js';
import { ja } from './ja.js';
import { kr } from './kr.js';
import { pt } from './pt.js';
import type { LocaleReportContent } from './report-content.js';

/** The report's texts per locale: a locale is offered only once its content file is written and registered here. */
export type ReportContentRegistry = Partial<Record<LocaleCode, LocaleReportContent>>;

/** Every locale's report content (`cn.ts` exports `cn`, …). */
export const reportContents: ReportContentRegistry = {
  EN: en,
  CN: cn,
  HK: hk,
  JA: ja,
  KR: kr,
  FR: fr,
  DE: de,
  ES: es,
  PT: pt,
};

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
