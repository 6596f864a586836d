/**
 * The help namespace's translations with typed keys (English file defines the shape); loads the
 * namespace on first use like any `useTranslation(ns)`.
 */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type HelpKey = Leaves<typeof en>;
export type HelpT = (key: HelpKey, values?: Record<string, string | number>) => string;

export const HELP_NAMESPACE = 'help';

export function useHelpTranslation(): { t: HelpT; language: string } {
  const { t, i18n } = useTranslation(HELP_NAMESPACE as never);
  return { t: t as unknown as HelpT, language: i18n.language };
}
