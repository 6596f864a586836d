/** The articles namespace's translations with typed keys (the English file defines the shape). */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

/** `readMinutes_one` and `readMinutes_other` are used as `readMinutes` with `{ count }`. */
type PluralBase<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${PluralBase<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ArticlesKey = Leaves<typeof en>;
export type ArticlesT = (key: ArticlesKey, values?: Record<string, string | number>) => string;

export const ARTICLES_NAMESPACE = 'articles';

export function useArticlesTranslation(): { t: ArticlesT; language: string } {
  const { t, i18n } = useTranslation(ARTICLES_NAMESPACE as never);
  return { t: t as unknown as ArticlesT, language: i18n.language };
}
