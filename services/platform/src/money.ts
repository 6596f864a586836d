/**
 * Money rules of the spec (§9), the one place gateway, services and web format prices:
 * amounts are integer minor units divided by 100, except the zero-decimal currencies, whose
 * amounts are whole units; EUR, PLN, BRL, DKK and HRK use a comma as the decimal separator.
 * Discounts are order's pricing policy (services/order/src/domain/pricing.ts), not here. No I/O, so
 * the web bundle can import it.
 */

export const zeroDecimalCurrencies: ReadonlySet<string> = new Set([
  'CNY', 'NOK', 'TRY', 'EGP', 'MXN', 'CZK', 'TWD', 'UAH', 'PHP', 'RUB', 'ARS', 'JPY',
  'HUF', 'KZT', 'CLP', 'KRW', 'UGX', 'COP', 'IDR', 'INR', 'THB', 'VND', 'ZAR',
]);

export const commaDecimalCurrencies: ReadonlySet<string> = new Set(['EUR', 'PLN', 'BRL', 'DKK', 'HRK']);

/** How a currency's symbol is written: before the number ("$12.99") or after it ("12,99 €"). */
const symbols: Record<string, { symbol: string; after?: boolean }> = {
  USD: { symbol: '$' },
  CAD: { symbol: 'CA$' },
  AUD: { symbol: 'A$' },
  NZD: { symbol: 'NZ$' },
  SGD: { symbol: 'S$' },
  HKD: { symbol: 'HK$' },
  TWD: { symbol: 'NT$' },
  GBP: { symbol: '£' },
  CHF: { symbol: 'CHF ' },
  SEK: { symbol: ' kr', after: true },
  NOK: { symbol: ' kr', after: true },
  DKK: { symbol: ' kr.', after: true },
  EUR: { symbol: ' €', after: true },
  PLN: { symbol: ' zł', after: true },
  HRK: { symbol: ' kn', after: true },
  CZK: { symbol: ' Kč', after: true },
  HUF: { symbol: ' Ft', after: true },
  BRL: { symbol: 'R$ ' },
  MXN: { symbol: 'MX$' },
  ARS: { symbol: 'AR$' },
  CLP: { symbol: 'CLP$' },
  COP: { symbol: 'COL$' },
  JPY: { symbol: '¥' },
  CNY: { symbol: 'CN¥' },
  KRW: { symbol: '₩' },
  INR: { symbol: '₹' },
  IDR: { symbol: 'Rp ' },
  THB: { symbol: '฿' },
  VND: { symbol: '₫', after: true },
  PHP: { symbol: '₱' },
  RUB: { symbol: ' ₽', after: true },
  UAH: { symbol: ' ₴', after: true },
  TRY: { symbol: '₺' },
  EGP: { symbol: 'E£' },
  KZT: { symbol: ' ₸', after: true },
  UGX: { symbol: 'USh ' },
  ZAR: { symbol: 'R ' },
};

export function isZeroDecimal(currency: string): boolean {
  return zeroDecimalCurrencies.has(currency.toUpperCase());
}

/** Minor units per whole unit: 1 for zero-decimal currencies, else 100. */
export function minorUnitsPerUnit(currency: string): number {
  return isZeroDecimal(currency) ? 1 : 100;
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** The number alone: "1,234.50" / "1.234,50" / "1,200" (zero-decimal). */
export function formatAmount(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Amount must be an integer number of minor units, got ${amountMinor}`);
  const code = currency.toUpperCase();
  const comma = commaDecimalCurrencies.has(code);
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(amountMinor);
  const thousands = comma ? '.' : ',';
  if (isZeroDecimal(code)) return sign + group(String(abs), thousands);
  const whole = group(String(Math.floor(abs / 100)), thousands);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}${comma ? ',' : '.'}${cents}`;
}

/** The amount as shown to visitors, with the currency's symbol: "$12.99", "12,99 €", "¥1,200". */
export function formatMoney(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase();
  const number = formatAmount(amountMinor, code);
  const entry = symbols[code];
  if (!entry) return `${number} ${code}`;
  return entry.after ? `${number}${entry.symbol}` : `${entry.symbol}${number}`;
}
