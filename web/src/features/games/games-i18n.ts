/** The games namespace's translations with typed keys (the English file defines the shape). */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type GamesKey = Leaves<typeof en>;
export type GamesT = (key: GamesKey, values?: Record<string, string | number>) => string;

export const GAMES_NAMESPACE = 'games';

export function useGamesTranslation(): { t: GamesT; language: string } {
  const { t, i18n } = useTranslation(GAMES_NAMESPACE as never);
  return { t: t as unknown as GamesT, language: i18n.language };
}
