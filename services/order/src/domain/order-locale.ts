const locales = ['CN', 'EN', 'FR', 'ES', 'JA', 'HK', 'DE', 'PT', 'KR'];

/** One of our nine locale codes; EN for anything else. */
export function orderLocale(value: string | undefined): string {
  const upper = (value ?? '').trim().toUpperCase();
  return locales.includes(upper) ? upper : 'EN';
}
