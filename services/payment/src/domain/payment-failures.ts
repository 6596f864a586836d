/**
 * Why a payment ended without money, as the visitor reads it. Codes come from the providers (Stripe's
 * decline codes, PayPal's, the sandbox's); each maps to a message key the web translates and an English
 * message in the spine of the spec's payment messages (§8: 'Payment Fail' with try again or choose
 * another method).
 */

export interface FailureMessage {
  /** i18n key for the web. */
  key: string;
  /** English text for callers without translations. */
  message: string;
}

const messages: Record<string, FailureMessage> = {
  card_declined: { key: 'payment.failure.cardDeclined', message: 'Your card was declined. Please try again or choose another method.' },
  insufficient_funds: {
    key: 'payment.failure.insufficientFunds',
    message: 'Your card has insufficient funds. Please try another card or choose another method.',
  },
  expired_card: { key: 'payment.failure.expiredCard', message: 'Your card has expired. Please try another card or choose another method.' },
  incorrect_cvc: { key: 'payment.failure.incorrectCvc', message: 'Your card’s security code is incorrect. Please try again.' },
  processing_error: {
    key: 'payment.failure.processingError',
    message: 'An error occurred while processing your payment. Please try again.',
  },
  authentication_failed: {
    key: 'payment.failure.authenticationFailed',
    message: 'Your bank could not confirm the payment. Please try again or choose another method.',
  },
  canceled: { key: 'payment.failure.canceled', message: 'The payment was canceled. Please try again or choose another method.' },
  payment_method_removed: {
    key: 'payment.failure.methodRemoved',
    message: 'The saved payment method was removed. Please add a payment method to keep your membership.',
  },
  provider_error: {
    key: 'payment.failure.providerError',
    message: 'An error occurred while processing your payment. Please try again later.',
  },
};

const generic: FailureMessage = { key: 'payment.failure.generic', message: 'Payment Fail. Please try again or choose another method.' };

/** Decline codes the card networks use that mean the same to a visitor as a plain decline. */
const declineAliases = new Set(['generic_decline', 'do_not_honor', 'lost_card', 'stolen_card', 'fraudulent', 'pickup_card', 'restricted_card', 'transaction_not_allowed', 'instrument_declined']);

export function failureMessageFor(code: string | null | undefined): FailureMessage {
  if (!code) return generic;
  if (declineAliases.has(code)) return messages.card_declined!;
  return messages[code] ?? generic;
}
