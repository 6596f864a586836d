/** The nine locales order writes in (SKU copy, receipts). */
export const orderLocales = ['CN', 'EN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR'] as const;
export type OrderLocale = (typeof orderLocales)[number];

/** One of our nine locale codes; EN for anything else. */
export function orderLocale(value: string | undefined): OrderLocale {
  const upper = (value ?? '').trim().toUpperCase();
  return (orderLocales as readonly string[]).includes(upper) ? (upper as OrderLocale) : 'EN';
}
