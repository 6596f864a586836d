import { DomainError } from '@mindprint/platform/errors';

/**
 * The sandbox's card form and test cards (test mode only: no real card is ever charged). The messages
 * are the spec's card-form messages (§5); the reason names the field. Pure, no I/O.
 */

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
  postalCode: string;
}

/** What the sandbox keeps of a card: never the number. */
export interface CardSummary {
  brand: string;
  last4: string;
  /** The month after the last valid one, as [year, month index 0-11] of its first day (UTC). */
  expiresBefore: Date;
}

export type TestCardOutcome =
  | { kind: 'succeeded' }
  | { kind: 'failed'; failureCode: string; failureMessage?: string }
  | { kind: 'processing_then_succeeded' };

/** The documented test cards (README.md); any other valid number is declined in test mode. */
export const sandboxTestCards: ReadonlyArray<{
  number: string;
  outcome: TestCardOutcome;
  description: string;
  /** Saved for a subscription, its off-session (renewal) charges are declined with this code. */
  offSessionDecline?: string;
}> = [
  { number: '4242424242424242', outcome: { kind: 'succeeded' }, description: 'succeeds' },
  {
    number: '4000000000000341',
    outcome: { kind: 'succeeded' },
    offSessionDecline: 'card_declined',
    description: 'succeeds when the customer pays; every off-session (renewal) charge of the saved card is declined (card_declined)',
  },
  { number: '4000000000000002', outcome: { kind: 'failed', failureCode: 'card_declined' }, description: 'declined (card_declined)' },
  { number: '4000000000009995', outcome: { kind: 'failed', failureCode: 'insufficient_funds' }, description: 'declined (insufficient_funds)' },
  {
    number: '4000000000000077',
    outcome: { kind: 'processing_then_succeeded' },
    description: 'stays processing, then succeeds after the settle delay (5 s by default)',
  },
];

export const testModeOnlyMessage = 'Your card was declined. This is test mode: only the documented test cards work (for example 4242 4242 4242 4242).';

export const cardFormMessages = {
  invalidNumber: 'Invalid card number',
  invalidExpiry: 'Invalid expiry date',
  invalidCvc: 'Invalid CVV',
  required: 'This field is required',
  incomplete: 'Please complete your card information',
} as const;

const invalidField = (reason: string, message: string) => new DomainError(reason, message, 'INVALID_ARGUMENT');

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (/^(62|81)/.test(digits)) return 'unionpay';
  return 'card';
}

/** MM/YY (also MM / YY, MM/YYYY, MMYY); undefined when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/**
 * Checks the form field by field and returns what the sandbox may keep. Field errors throw
 * INVALID_ARGUMENT with the spec's message; a past expiry is not a field error but a decline
 * (expired_card), as a real provider would answer.
 */
export function validateCardForm(form: CardForm): CardSummary {
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  const expiry = form.expiry.trim();
  const cvc = form.cvc.trim();
  if (!digits && !expiry && !cvc) throw invalidField('CARD_INCOMPLETE', cardFormMessages.incomplete);
  if (!digits) throw invalidField('CARD_NUMBER_REQUIRED', cardFormMessages.required);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw invalidField('INVALID_CARD_NUMBER', cardFormMessages.invalidNumber);
  if (!expiry) throw invalidField('EXPIRY_REQUIRED', cardFormMessages.required);
  const parsed = parseExpiry(expiry);
  if (!parsed) throw invalidField('INVALID_EXPIRY', cardFormMessages.invalidExpiry);
  if (!cvc) throw invalidField('CVC_REQUIRED', cardFormMessages.required);
  if (!/^\d{3,4}$/.test(cvc)) throw invalidField('INVALID_CVC', cardFormMessages.invalidCvc);
  if (!form.cardholderName.trim()) throw invalidField('CARDHOLDER_NAME_REQUIRED', cardFormMessages.required);
  if (!form.postalCode.trim()) throw invalidField('POSTAL_CODE_REQUIRED', cardFormMessages.required);
  return { brand: cardBrand(digits), last4: digits.slice(-4), expiresBefore: new Date(Date.UTC(parsed.year, parsed.month, 1)) };
}

/** What charging this card does in the sandbox (the form is already valid). */
export function sandboxCardOutcome(cardNumber: string, summary: CardSummary, now: Date): TestCardOutcome {
  if (summary.expiresBefore.getTime() <= now.getTime()) return { kind: 'failed', failureCode: 'expired_card' };
  const digits = cardNumber.replace(/[\s-]/g, '');
  const known = sandboxTestCards.find((card) => card.number === digits);
  return known?.outcome ?? { kind: 'failed', failureCode: 'card_declined', failureMessage: testModeOnlyMessage };
}

/** How off-session (renewal) charges of this saved card go: the decline code, or undefined when they succeed. */
export function sandboxOffSessionDecline(cardNumber: string): string | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return sandboxTestCards.find((card) => card.number === digits)?.offSessionDecline;
}
