/**
 * The test-mode card form's checks (spec §5): card number (Luhn), expiry (MM/YY, not past), security
 * code, cardholder name, postal code, and the delivery e-mail. Returns message keys of the checkout
 * namespace's `card` group. The card data only ever goes to the local sandbox provider.
 */

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
  postalCode: string;
}

export const EMPTY_CARD: CardForm = { cardNumber: '', expiry: '', cvc: '', cardholderName: '', postalCode: '' };

export type CardField = keyof CardForm;
export type CardErrorKey = 'required' | 'invalidNumber' | 'invalidExpiry' | 'invalidCvc' | 'invalidName' | 'invalidPostalCode';
export type CardErrors = Partial<Record<CardField, CardErrorKey>>;

/** The order of the fields on the form, for focusing the first invalid one. */
export const CARD_FIELD_ORDER: readonly CardField[] = ['cardNumber', 'expiry', 'cvc', 'cardholderName', 'postalCode'];

/** How far ahead an expiry date may be. */
const MAX_EXPIRY_YEARS = 20;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn (mod 10) check over the digits of `value`. */
export function passesLuhn(value: string): boolean {
  const digits = digitsOnly(value);
  if (!digits) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** American Express numbers start with 34 or 37 and have a four-digit security code. */
export function isAmex(cardNumber: string): boolean {
  return /^3[47]/.test(digitsOnly(cardNumber));
}

/** A card number: only digits and spaces or dashes, 12 to 19 digits, passing Luhn. */
export function isValidCardNumber(value: string): boolean {
  if (/[^\d\s-]/.test(value)) return false;
  const digits = digitsOnly(value);
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
}

/** `MM/YY` (also `MM/YYYY`, `MMYY`) → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month; at most 20 years ahead. */
export function isValidExpiry(value: string, now: Date = new Date()): boolean {
  const parsed = parseExpiry(value);
  if (!parsed) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  const expiry = parsed.year * 12 + (parsed.month - 1);
  return expiry >= current && expiry <= current + MAX_EXPIRY_YEARS * 12;
}

/** Three digits, four for American Express. */
export function isValidCvc(value: string, cardNumber: string): boolean {
  return (isAmex(cardNumber) ? /^\d{4}$/ : /^\d{3}$/).test(value.trim());
}

/** Inserts a space every four digits, as the number is typed (max 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1` → `1`, `12` → `12/`, `123` → `12/3`, `1228` → `12/28`: the slash comes by itself. */
export function formatExpiryInput(value: string, previous = ''): string {
  const digits = digitsOnly(value).slice(0, 4);
  // Deleting the slash deletes it, instead of putting it straight back.
  if (previous.endsWith('/') && value.length < previous.length) return digits;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** `MM/YY` for the sandbox API. */
export function normalizeExpiry(value: string): string {
  const parsed = parseExpiry(value);
  if (!parsed) return value.trim();
  return `${String(parsed.month).padStart(2, '0')}/${String(parsed.year % 100).padStart(2, '0')}`;
}

export function validateCard(form: CardForm, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!form.cardNumber.trim()) errors.cardNumber = 'required';
  else if (!isValidCardNumber(form.cardNumber)) errors.cardNumber = 'invalidNumber';

  if (!form.expiry.trim()) errors.expiry = 'required';
  else if (!isValidExpiry(form.expiry, now)) errors.expiry = 'invalidExpiry';

  if (!form.cvc.trim()) errors.cvc = 'required';
  else if (!isValidCvc(form.cvc, form.cardNumber)) errors.cvc = 'invalidCvc';

  const name = form.cardholderName.trim();
  if (!name) errors.cardholderName = 'required';
  else if (name.length > 100) errors.cardholderName = 'invalidName';

  const postal = form.postalCode.trim();
  if (!postal) errors.postalCode = 'required';
  else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(postal)) errors.postalCode = 'invalidPostalCode';
  return errors;
}

export function firstInvalidCardField(errors: CardErrors): CardField | null {
  return CARD_FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

// Something, one @, then labels joined by dots; no spaces, no empty label.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

/** The e-mail the report goes to. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (!email || email.length > 254 || !EMAIL_PATTERN.test(email)) return false;
  const [local = '', domain = ''] = email.split('@');
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return tld.length >= 2 && !/^\d+$/.test(tld);
}

/** The sandbox's documented test cards, shown on the test-mode form. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
  { number: '4000 0000 0000 0077', outcome: 'pending' },
] as const;
