/**
 * The report namespace's translations with typed keys (English file defines the shape), like the
 * result and checkout features' wrappers. These are the page's own texts; the report's texts and
 * labels come from the server in the report's language.
 */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ReportKey = Leaves<typeof en>;
export type ReportT = (key: ReportKey, values?: Record<string, string | number>) => string;

export const REPORT_NAMESPACE = 'report';

export function useReportTranslation(): { t: ReportT; language: string } {
  const { t, i18n } = useTranslation(REPORT_NAMESPACE as never);
  return { t: t as unknown as ReportT, language: i18n.language };
}
