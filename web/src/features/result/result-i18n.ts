/**
 * The result namespace's translations with typed keys (English file defines the shape). Loads the
 * namespace on first use like any `useTranslation(ns)`. The wrapper exists because the shared
 * i18n-types.d.ts lists only the shell's namespaces; once `result` is added there this could be
 * a plain `useTranslation('result')`.
 */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ResultKey = Leaves<typeof en>;
export type ResultT = (key: ResultKey, values?: Record<string, string | number>) => string;

export const RESULT_NAMESPACE = 'result';

export function useResultTranslation(): { t: ResultT; language: string } {
  const { t, i18n } = useTranslation(RESULT_NAMESPACE as never);
  return { t: t as unknown as ResultT, language: i18n.language };
}
