/** The courses namespace's translations with typed keys (the English file defines the shape). */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type CoursesKey = Leaves<typeof en>;
export type CoursesT = (key: CoursesKey, values?: Record<string, string | number>) => string;

export const COURSES_NAMESPACE = 'courses';

export function useCoursesTranslation(): { t: CoursesT; language: string } {
  const { t, i18n } = useTranslation(COURSES_NAMESPACE as never);
  return { t: t as unknown as CoursesT, language: i18n.language };
}
