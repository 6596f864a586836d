/** The test-center namespace's translations with typed keys (the English file defines the shape). */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

/** `taken_one` and `taken_other` are used as `taken` with `{ count }`. */
type PluralBase<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${PluralBase<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type TestCenterKey = Leaves<typeof en>;
export type TestCenterT = (key: TestCenterKey, values?: Record<string, string | number>) => string;

export const TEST_CENTER_NAMESPACE = 'test-center';

export function useTestCenterTranslation(): { t: TestCenterT; language: string } {
  const { t, i18n } = useTranslation(TEST_CENTER_NAMESPACE as never);
  return { t: t as unknown as TestCenterT, language: i18n.language };
}
