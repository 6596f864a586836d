/** The subscription namespace's translations with typed keys (the English file defines the shape). */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type SubscriptionKey = Leaves<typeof en>;
export type SubscriptionT = (key: SubscriptionKey, values?: Record<string, string | number>) => string;

export const SUBSCRIPTION_NAMESPACE = 'subscription';

export function useSubscriptionTranslation(): { t: SubscriptionT; language: string } {
  const { t, i18n } = useTranslation(SUBSCRIPTION_NAMESPACE as never);
  return { t: t as unknown as SubscriptionT, language: i18n.language };
}
