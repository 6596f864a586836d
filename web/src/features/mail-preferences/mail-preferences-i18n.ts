/**
 * The mail-preferences namespace's translations with typed keys (the English file defines the shape),
 * like the report and account features' wrappers.
 */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MailPreferencesKey = Leaves<typeof en>;
export type MailPreferencesT = (key: MailPreferencesKey, values?: Record<string, string | number>) => string;

export const MAIL_PREFERENCES_NAMESPACE = 'mail-preferences';

export function useMailPreferencesTranslation(): { t: MailPreferencesT; language: string } {
  const { t, i18n } = useTranslation(MAIL_PREFERENCES_NAMESPACE as never);
  return { t: t as unknown as MailPreferencesT, language: i18n.language };
}
