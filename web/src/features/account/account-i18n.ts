/**
 * The account namespace's translations with typed keys (the English file defines the shape), as
 * the quiz feature does: the shared i18n-types.d.ts lists only the shell's namespaces.
 */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

/** `memberDays_one` and `memberDays_other` are used as `memberDays` with `{ count }`. */
type PluralBase<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${PluralBase<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type AccountKey = Leaves<typeof en>;
export type AccountT = (key: AccountKey, values?: Record<string, string | number>) => string;

export const ACCOUNT_NAMESPACE = 'account';

export function useAccountTranslation(): { t: AccountT; language: string } {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE as never);
  return { t: t as unknown as AccountT, language: i18n.language };
}
