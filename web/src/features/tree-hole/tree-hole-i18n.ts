/** The tree-hole namespace's translations with typed keys (the English file defines the shape). */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type TreeHoleKey = Leaves<typeof en>;
export type TreeHoleT = (key: TreeHoleKey, values?: Record<string, string | number>) => string;

export const TREE_HOLE_NAMESPACE = 'tree-hole';

export function useTreeHoleTranslation(): { t: TreeHoleT; language: string } {
  const { t, i18n } = useTranslation(TREE_HOLE_NAMESPACE as never);
  return { t: t as unknown as TreeHoleT, language: i18n.language };
}
