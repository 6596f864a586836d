/** The daily-question namespace's translations with typed keys (the English file defines the shape). */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type DailyQuestionKey = Leaves<typeof en>;
export type DailyQuestionT = (key: DailyQuestionKey, values?: Record<string, string | number>) => string;

export const DAILY_QUESTION_NAMESPACE = 'daily-question';

export function useDailyQuestionTranslation(): { t: DailyQuestionT; language: string } {
  const { t, i18n } = useTranslation(DAILY_QUESTION_NAMESPACE as never);
  return { t: t as unknown as DailyQuestionT, language: i18n.language };
}
