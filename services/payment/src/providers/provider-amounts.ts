/**
 * Amounts as each payment provider wants them. Our amounts are integer minor units AS THE SPEC COUNTS
 * THEM (@mindprint/platform/money): whole units for the spec's zero-decimal currencies (CNY, INR, MXN…),
 * hundredths otherwise. Stripe and PayPal have their own lists, so INR 999 (999 rupees to the spec) is
 * 99900 paise for Stripe, and MXN 199 is "199.00" for PayPal. Pure; no I/O.
 */
import { minorUnitsPerUnit } from '@mindprint/platform/money';

/** Stripe's zero-decimal currencies: the amount is whole units (https://docs.stripe.com/currencies#zero-decimal). */
export const stripeZeroDecimalCurrencies: ReadonlySet<string> = new Set([
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
]);

/** Stripe's three-decimal currencies (the last digit must be 0). */
export const stripeThreeDecimalCurrencies: ReadonlySet<string> = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/**
 * Currencies Stripe counts in hundredths but only accepts whole units of (the last two digits must be 00):
 * ISK always; HUF and TWD are charged in hundredths too, whole amounts are the safe choice.
 */
const stripeWholeAmountsOnly: ReadonlySet<string> = new Set(['ISK', 'HUF', 'TWD']);

/** PayPal's currencies without decimals (https://developer.paypal.com/reference/currency-codes/). */
export const paypalNoDecimalCurrencies: ReadonlySet<string> = new Set(['HUF', 'JPY', 'TWD']);

function checkAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`An amount is a non-negative integer number of minor units, got ${amountMinor}`);
  }
}

/** The provider's minor units for our amount, exactly; throws when the amount cannot be expressed. */
function convert(amountMinor: number, currency: string, providerPerUnit: number, provider: string): number {
  checkAmount(amountMinor);
  const specPerUnit = minorUnitsPerUnit(currency);
  if (providerPerUnit >= specPerUnit) return amountMinor * (providerPerUnit / specPerUnit);
  const factor = specPerUnit / providerPerUnit;
  if (amountMinor % factor !== 0) {
    throw new RangeError(`${currency.toUpperCase()} ${amountMinor} (minor units) has a fraction ${provider} cannot charge`);
  }
  return amountMinor / factor;
}

export function stripeUnitsPerUnit(currency: string): number {
  const code = currency.toUpperCase();
  if (stripeZeroDecimalCurrencies.has(code)) return 1;
  if (stripeThreeDecimalCurrencies.has(code)) return 1000;
  return 100;
}

/** Our amount as Stripe's integer `amount`: INR 999 → 99900, JPY 1200 → 1200, USD 1299 → 1299. */
export function toStripeAmount(amountMinor: number, currency: string): number {
  const code = currency.toUpperCase();
  const amount = convert(amountMinor, code, stripeUnitsPerUnit(code), 'Stripe');
  if (stripeWholeAmountsOnly.has(code) && amount % 100 !== 0) {
    throw new RangeError(`Stripe charges ${code} in whole units only, got ${amountMinor} minor units`);
  }
  if (stripeThreeDecimalCurrencies.has(code) && amount % 10 !== 0) {
    throw new RangeError(`Stripe needs ${code} amounts ending in 0, got ${amount}`);
  }
  return amount;
}

/** Stripe's integer amount back in our minor units (for comparing what Stripe reports with what we asked). */
export function fromStripeAmount(stripeAmount: number, currency: string): number {
  checkAmount(stripeAmount);
  const specPerUnit = minorUnitsPerUnit(currency);
  const stripePerUnit = stripeUnitsPerUnit(currency);
  if (stripePerUnit <= specPerUnit) return stripeAmount * (specPerUnit / stripePerUnit);
  const factor = stripePerUnit / specPerUnit;
  if (stripeAmount % factor !== 0) throw new RangeError(`Stripe amount ${stripeAmount} ${currency.toUpperCase()} has a fraction our amounts cannot hold`);
  return stripeAmount / factor;
}

export function paypalDecimals(currency: string): number {
  return paypalNoDecimalCurrencies.has(currency.toUpperCase()) ? 0 : 2;
}

/** Our amount as PayPal's decimal string: USD 1299 → "12.99", JPY 1200 → "1200", MXN 199 → "199.00". */
export function toPayPalValue(amountMinor: number, currency: string): string {
  const decimals = paypalDecimals(currency);
  const units = convert(amountMinor, currency, 10 ** decimals, 'PayPal');
  if (decimals === 0) return String(units);
  const digits = String(units).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** PayPal's decimal string back in our minor units: "12.99" USD → 1299, "199.00" MXN → 199. */
export function fromPayPalValue(value: string, currency: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not a PayPal amount: ${JSON.stringify(value)}`);
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const specPerUnit = minorUnitsPerUnit(currency);
  if (specPerUnit === 100) return hundredths;
  if (hundredths % 100 !== 0) throw new RangeError(`PayPal amount ${value} ${currency.toUpperCase()} has a fraction our amounts cannot hold`);
  return hundredths / 100;
}
