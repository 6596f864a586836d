/**
 * The currency a visitor pays in, from their country: order prices its SKUs and subscription its plans in
 * each of these (both check it in tests); every other country pays in US dollars.
 */

const euroCountries = [
  'AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK',
  // Not in the EU, but they use the euro.
  'AD', 'MC', 'SM', 'VA', 'ME', 'XK',
];

const currencyByCountry: Record<string, string> = {
  ...Object.fromEntries(euroCountries.map((country) => [country, 'EUR'])),
  US: 'USD',
  GB: 'GBP',
  PL: 'PLN',
  BR: 'BRL',
  DK: 'DKK',
  FO: 'DKK',
  GL: 'DKK',
  JP: 'JPY',
  KR: 'KRW',
  CN: 'CNY',
  HK: 'HKD',
  TW: 'TWD',
  MX: 'MXN',
  IN: 'INR',
  CA: 'CAD',
  AU: 'AUD',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
};

export const defaultCountry = 'US';
export const defaultCurrency = 'USD';

/** The currency for an ISO 3166-1 alpha-2 code, in any case; USD for anything we do not price. */
export function currencyForCountry(country: string | undefined): string {
  return currencyByCountry[(country ?? '').trim().toUpperCase()] ?? defaultCurrency;
}

/** Every currency some country maps to: the SKU catalogue and the plans must price each of them. */
export const pricedCurrencies: readonly string[] = [...new Set([defaultCurrency, ...Object.values(currencyByCountry)])].sort();
