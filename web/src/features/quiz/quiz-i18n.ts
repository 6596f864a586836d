/**
 * The quiz namespace's translations with typed keys (English file defines the shape). Loads the
 * namespace on first use like any `useTranslation(ns)`. The wrapper exists because the shared
 * i18n-types.d.ts lists only the shell's namespaces; once `quiz` is added there this could be
 * a plain `useTranslation('quiz')`.
 */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type QuizKey = Leaves<typeof en>;
export type QuizT = (key: QuizKey, values?: Record<string, string | number>) => string;

export const QUIZ_NAMESPACE = 'quiz';

export function useQuizTranslation(): { t: QuizT; language: string } {
  const { t, i18n } = useTranslation(QUIZ_NAMESPACE as never);
  return { t: t as unknown as QuizT, language: i18n.language };
}
