/**
 * The checkout namespace's translations with typed keys (English file defines the shape), like the
 * quiz and result features' wrappers.
 */
import { useTranslation } from 'react-i18next';
import type en from './locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type CheckoutKey = Leaves<typeof en>;
export type CheckoutT = (key: CheckoutKey, values?: Record<string, string | number>) => string;

export const CHECKOUT_NAMESPACE = 'checkout';

export function useCheckoutTranslation(): { t: CheckoutT; language: string } {
  const { t, i18n } = useTranslation(CHECKOUT_NAMESPACE as never);
  return { t: t as unknown as CheckoutT, language: i18n.language };
}
